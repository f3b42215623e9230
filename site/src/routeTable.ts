/**
 * The site's pages as data: the router (routes.ts), the prerender list, the page metadata, the
 * sitemap and the e2e tests all read this table, so they cannot disagree.
 */
import { serviceOptions } from '@rico/contact';
import { defaultMeta, type PageMeta } from './content/seo';
import { placeholders, type PlaceholderId } from './content/pages/placeholders';
import { notFoundPage } from './content/pages/notFound';
import { privacyMeta } from './content/pages/privacyMeta';

export interface PageRoute {
  /** React Router route id; placeholder routes share one module and find their copy by it. */
  id: string;
  /** URL path without a trailing slash; '*' for the not-found page. */
  path: string;
  /** Module path relative to src/, as React Router's route config expects. */
  file: string;
  meta: PageMeta;
}

const placeholderFile = 'routes/placeholder/PlaceholderPage.tsx';

// 'Coming Soon' pages carry no content worth ranking: they are noindex and stay out of the sitemap
// until they are written. Visitors still reach them from the navigation.
const placeholder = (id: PlaceholderId, path: string): PageRoute => ({
  id,
  path,
  file: placeholderFile,
  meta: { title: placeholders[id].title, description: placeholders[id].text, noIndex: true },
});

const isPlaceholder = (id: string): id is PlaceholderId => id in placeholders;

// Every service but EPOS has a placeholder page so far.
const servicePlaceholders = serviceOptions.flatMap((s) =>
  isPlaceholder(s.id) ? [placeholder(s.id, `/services/${s.id}`)] : [],
);

export const pageRoutes: readonly PageRoute[] = [
  { id: 'home', path: '/', file: 'routes/home/HomePage.tsx', meta: { title: defaultMeta.title } },
  {
    id: 'about',
    path: '/about',
    file: 'routes/about/AboutPage.tsx',
    meta: {
      title: 'About Us',
      description:
        'Who we are: a UK team building restaurant and retail technology and digital marketing, driven by quality, customer success and innovation.',
    },
  },
  {
    id: 'services',
    path: '/services',
    file: 'routes/services/ServicesPage.tsx',
    meta: {
      title: 'Our Services',
      description:
        'EPOS and table ordering, application implementation, cloud and mobile, data and analytics, web development and SEO for restaurants and retailers.',
    },
  },
  {
    id: 'epos-table-ordering',
    path: '/services/epos-table-ordering',
    file: 'routes/epos/EposPage.tsx',
    meta: {
      title: 'EPOS & Table Ordering',
      description:
        'EPOS, QR table ordering, kitchen display screens and real-time analytics in one system: 40% fewer wait times and 25% higher average order value.',
      keywords: [
        'EPOS systems',
        'table ordering',
        'QR ordering',
        'kitchen display screens',
        'restaurant POS',
      ],
    },
  },
  ...servicePlaceholders,
  placeholder('ricotap', '/products/ricotap'),
  placeholder('jobs', '/jobs'),
  placeholder('careers', '/careers'),
  placeholder('blog', '/blog'),
  // The privacy and cookie notice: indexable, so people (and the ICO) can find it.
  { id: 'privacy', path: '/privacy', file: 'routes/privacy/PrivacyPage.tsx', meta: privacyMeta },
  placeholder('terms', '/terms'),
  {
    id: 'contact',
    path: '/contact',
    file: 'routes/contact/ContactPage.tsx',
    meta: {
      title: 'Contact Us',
      description:
        'Email, call or visit us, or send a message: ask a question, request a demo or book a consultation.',
    },
  },
  {
    id: 'not-found',
    path: '*',
    file: 'routes/not-found/NotFoundPage.tsx',
    meta: { title: notFoundPage.title, description: notFoundPage.text, noIndex: true },
  },
];

/** The path prerendered for the not-found route; the build turns its HTML into /404.html. */
export const notFoundPrerenderPath = '/404';

export const prerenderPaths: string[] = pageRoutes.map((r) =>
  r.path === '*' ? notFoundPrerenderPath : r.path,
);

/** Pages a search engine should list. */
export const sitemapRoutes = pageRoutes.filter((r) => r.path !== '*' && !r.meta.noIndex);

export function findRoute(id: string): PageRoute | undefined {
  return pageRoutes.find((r) => r.id === id);
}
