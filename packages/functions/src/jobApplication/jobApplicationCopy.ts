/*
 * The words of the pages the application endpoint answers with when it cannot send the visitor
 * to the confirmation page. Beside the endpoint because the deployed function is built from this
 * package alone; the field messages come from @rico/contact, the same words the scripted form shows.
 */
export const jobApplicationCopy = {
  invalid: {
    title: 'Please check your application',
    lead: 'Your application has not been sent yet. Please fix the following:',
  },
  chosenFile: (name: string) =>
    `You chose the file “${name}”. A browser cannot keep a file after a form is sent back, so please choose it again.`,
  backHint: 'Use your browser’s Back button to return to the form: everything you typed is still there.',
  backLink: 'Back to the application form',
  notSent: 'Application not sent',
  crossSite:
    'This form can only be sent from our own website, so nothing was stored. Please apply through the form on our site.',
  rolesLink: { href: '/jobs', label: 'See the open roles' },
  tooMany: 'Too many applications from your connection right now. Please try again in an hour.',
  unreadable: 'Your browser sent the form in a way we cannot read, so nothing was stored. Please try again.',
  failed: 'Something went wrong and your application was not stored. Please try again.',
  notScanned: 'Your CV could not be accepted by our virus check. Please send another copy of it.',
} as const;
