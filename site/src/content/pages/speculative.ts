import type { PageMeta } from '../seo';

/** /jobs/speculative: the application form for no particular role. */
export const speculativePage = {
  meta: {
    title: 'Speculative application',
    description:
      'Apply to Rico Technologies without a particular role in mind: send your CV and we will get in touch when a role that fits opens.',
  } satisfies PageMeta,
  eyebrow: 'Jobs',
  title: 'Apply speculatively',
  lead: 'Tell us who you are and send your CV. We keep it for six months and get in touch if a role that fits opens.',
  formTitle: 'Your application',
} as const;
