/**
 * The site's pages as routing sees them: the router (routes.ts), the prerender list, the sitemap and
 * the e2e tests all read this table, so they cannot disagree. Each page's words, its metadata
 * included, live in its content module (content/pages/), found by the route id.
 */
import { serviceIds } from '@rico/contact';
import { openRoles, roleRouteId } from './content/jobs/openRoles';
import { filteredJobsPages } from './content/pages/jobsFiltered';

export interface PageRoute {
  /** React Router route id, and the key of the page's content (content/pages/byRoute.ts). */
  id: string;
  /** URL path without a trailing slash; '*' for the not-found page. */
  path: string;
  /** Module path relative to src/, as React Router's route config expects. */
  file: string;
}

// One module serves every 'Coming Soon' page and picks the copy by the route id.
const placeholder = (id: string, path: string): PageRoute => ({
  id,
  path,
  file: 'routes/placeholder/PlaceholderPage.tsx',
});

const servicesWithOwnPage: readonly string[] = ['epos-table-ordering'];

export const pageRoutes: readonly PageRoute[] = [
  { id: 'home', path: '/', file: 'routes/home/HomePage.tsx' },
  { id: 'about', path: '/about', file: 'routes/about/AboutPage.tsx' },
  { id: 'services', path: '/services', file: 'routes/services/ServicesPage.tsx' },
  { id: 'epos-table-ordering', path: '/services/epos-table-ordering', file: 'routes/epos/EposPage.tsx' },
  ...serviceIds
    .filter((id) => !servicesWithOwnPage.includes(id))
    .map((id) => placeholder(id, `/services/${id}`)),
  placeholder('ricotap', '/products/ricotap'),
  // The roles open when the site is built: a closed role has no page, so its address is not found.
  { id: 'jobs', path: '/jobs', file: 'routes/jobs/JobsPage.tsx' },
  // The open roles by team, by place and by both: the filters' links, each list prerendered.
  ...Object.entries(filteredJobsPages).map(([id, page]) => ({
    id,
    path: page.path,
    file: 'routes/jobs/JobsPage.tsx',
  })),
  ...openRoles.map((role) => ({
    id: roleRouteId(role),
    path: `/jobs/${role.id}`,
    file: 'routes/jobs/RolePage.tsx',
  })),
  { id: 'jobs-speculative', path: '/jobs/speculative', file: 'routes/jobs/SpeculativePage.tsx' },
  // Where the application endpoint sends a visitor whose application it stored.
  { id: 'jobs-applied', path: '/jobs/applied', file: 'routes/jobs/JobsAppliedPage.tsx' },
  { id: 'careers', path: '/careers', file: 'routes/careers/CareersPage.tsx' },
  { id: 'careers-privacy', path: '/careers/privacy', file: 'routes/careers/RecruitmentPrivacyPage.tsx' },
  placeholder('blog', '/blog'),
  // The privacy and cookie notice: indexable, so people (and the ICO) can find it.
  { id: 'privacy', path: '/privacy', file: 'routes/privacy/PrivacyPage.tsx' },
  placeholder('terms', '/terms'),
  { id: 'contact', path: '/contact', file: 'routes/contact/ContactPage.tsx' },
  // Where the form endpoint sends a visitor whose message it stored (the form posted without script).
  { id: 'contact-sent', path: '/contact/sent', file: 'routes/contact/ContactSentPage.tsx' },
  // The staff inbox: on the site's own origin, so its API (/api/inbox, a Hosting rewrite) and
  // Firebase Auth's session are same-origin, and the site's CSP and headers cover it. Noindex,
  // disallowed in robots.txt and out of the sitemap; no visitor page links to it.
  { id: 'inbox', path: '/inbox', file: 'routes/inbox/InboxPage.tsx' },
  { id: 'not-found', path: '*', file: 'routes/not-found/NotFoundPage.tsx' },
];

/** The path prerendered for the not-found route; the build turns its HTML into /404.html. */
export const notFoundPrerenderPath = '/404';

export const prerenderPaths: string[] = pageRoutes.map((r) =>
  r.path === '*' ? notFoundPrerenderPath : r.path,
);

/** The page's own URL path, which its canonical link names; the not-found page, served anywhere, has none. */
export const canonicalPath = (route: PageRoute): string | undefined =>
  route.path === '*' ? undefined : route.path;

export function findRoute(id: string): PageRoute | undefined {
  return pageRoutes.find((r) => r.id === id);
}
