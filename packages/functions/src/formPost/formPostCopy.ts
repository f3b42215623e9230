/*
 * The words of the pages the form endpoint answers with when it cannot send a visitor to the
 * site's confirmation page. They live beside the endpoint, not in the site's content folder,
 * because the deployed function is built from this package alone; the validation messages
 * themselves come from @rico/contact, the same words the scripted form shows.
 */
export const formPostCopy = {
  siteName: 'Rico',
  backHint: 'Use your browser’s Back button to return to the form: everything you typed is still there.',
  contactLink: { href: '/contact', label: 'Go to the contact form' },
  invalid: {
    title: 'Please check your message',
    lead: 'Your message has not been sent yet. Please fix the following:',
  },
  notSent: 'Message not sent',
  crossSite:
    'This form can only be sent from our own website, so nothing was stored. Please use the contact form on our site.',
  tooMany: 'Too many messages right now. Please try again later.',
  tooLarge: 'Your message is too long to send. Please shorten it and try again.',
  unreadable: 'Your browser sent the form in a way we cannot read. Please try again.',
  failed: 'Something went wrong. Please try again.',
} as const;
