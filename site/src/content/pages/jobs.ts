import type { PageMeta } from '../seo';

/** The list of open roles at /jobs. */
export const jobsPage = {
  meta: {
    title: 'Jobs',
    description:
      'Open roles at Rico Technologies: engineering, customer support and marketing jobs building restaurant and retail technology in the UK.',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Jobs',
    title: 'Open roles',
    lead: 'Join the team that keeps restaurants and shops trading. Every role lists its salary, where it is worked and when it closes.',
  },
  listTitle: 'Roles open now',
  filtersLabel: 'Filter roles',
  none: {
    title: 'No open roles right now',
    text: 'We are not hiring for a particular role at the moment, but we read every speculative application.',
  },
  speculative: {
    title: 'Not the role for you?',
    text: 'Tell us what you do best and send your CV: when a role that fits opens, we will get in touch.',
    action: { label: 'Apply speculatively', href: '/jobs/speculative' },
  },
  careersLink: { label: 'How we hire', href: '/careers' },
} as const;
