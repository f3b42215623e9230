/**
 * Where an application sent without the page's script lands (the endpoint redirects here once it is
 * stored). Its address carries nothing of the application, and reloading it sends nothing again.
 */
export const jobsAppliedPage = {
  // A confirmation, not a page anyone should find from a search.
  meta: {
    title: 'Application sent',
    description: 'Thank you: your application has been sent.',
    noIndex: true,
  },
  title: 'Thank you: your application has been sent.',
  text: 'We read every application and reply by e-mail, usually within five working days.',
  action: { label: 'See the open roles', href: '/jobs' },
} as const;
