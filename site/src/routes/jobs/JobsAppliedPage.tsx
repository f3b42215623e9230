import { Hero } from '@rico/design-system';
import { jobsAppliedPage as copy } from '../../content/pages/jobsApplied';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** The confirmation after an application was posted (Post/Redirect/Get): reloading it sends nothing. */
export default function JobsAppliedPage() {
  return <Hero title={copy.title} lead={copy.text} actions={<ActionLinks primary={copy.action} />} />;
}
