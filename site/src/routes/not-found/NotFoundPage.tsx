import { Hero } from '@rico/design-system';
import { notFoundPage as copy } from '../../content/pages/notFound';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** What every unknown path shows (with HTTP 404: the build turns it into 404.html). */
export default function NotFoundPage() {
  return <Hero title={copy.title} lead={copy.text} actions={<ActionLinks primary={copy.action} />} />;
}
