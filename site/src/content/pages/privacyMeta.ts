import { company } from '../company';

/**
 * The privacy notice's metadata on its own: the route table is in every page's first load, and the
 * notice's body (content/pages/privacy.ts) should be downloaded only on /privacy.
 */
export const privacyMeta = {
  title: 'Privacy and Cookie Notice',
  description: `How ${company.name} uses the details you send through the contact form, the cookies this site uses, and your rights.`,
};
