import { Hero } from '@rico/design-system';
import { contactSentPage as copy } from '../../content/pages/contactSent';
import { pageHandle } from '../../seo/pageHandle';
import { ActionLinks } from '../shared/ActionLinks';

export const handle = pageHandle(copy);

/** The confirmation after the contact form was posted without script (Post/Redirect/Get). */
export default function ContactSentPage() {
  return <Hero title={copy.title} lead={copy.text} actions={<ActionLinks primary={copy.action} />} />;
}
