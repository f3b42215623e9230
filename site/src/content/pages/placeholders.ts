import type { ServiceId } from '@rico/contact';
import { services } from '../services';
import { contactHref, type Action } from '../links';
import type { PageMeta } from '../seo';

/** A page that exists in the navigation but whose content is not written yet. */
export interface Placeholder {
  meta: PageMeta;
  status: string;
  title: string;
  text: string;
  action: Action;
}

const comingSoon = 'Coming Soon';
const talkToUs: Action = { label: 'Contact Us', href: contactHref() };

// 'Coming Soon' pages carry no content worth ranking: they are noindex and stay out of the sitemap
// until they are written. Visitors still reach them from the navigation.
const placeholder = (page: Omit<Placeholder, 'meta'>, description = page.text): Placeholder => ({
  meta: { title: page.title, description, noIndex: true },
  ...page,
});

const servicePlaceholder = (id: ServiceId): Placeholder => {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return placeholder(
    {
      status: comingSoon,
      title: service.title,
      text: `${service.description} A full page about this service is on its way; until then, ask us anything.`,
      action: talkToUs,
    },
    // The page's text runs past what a results page shows; the service's own sentence does not.
    service.description,
  );
};

const simple = (title: string, text: string): Placeholder =>
  placeholder({ status: comingSoon, title, text, action: talkToUs });

/** Placeholder pages keyed by their route id (see routeTable.ts). */
export const placeholders = {
  'application-implementation': servicePlaceholder('application-implementation'),
  'cloud-mobile': servicePlaceholder('cloud-mobile'),
  'data-analytics': servicePlaceholder('data-analytics'),
  'web-infrastructure': servicePlaceholder('web-infrastructure'),
  'seo-marketing': servicePlaceholder('seo-marketing'),
  ricotap: placeholder({
    status: 'RicoTAP',
    title: 'Unified restaurant technology, in one platform',
    text: 'Full product page coming soon...',
    action: { label: 'Request a Demo', href: contactHref('ricotap') },
  }),
  blog: simple('Blog', 'Articles on restaurant technology and digital marketing are on their way.'),
  terms: simple('Terms of Service', 'Our full terms of service will be published here soon.'),
} satisfies Record<string, Placeholder>;

export type PlaceholderId = keyof typeof placeholders;
