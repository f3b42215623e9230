/**
 * The site's pages as data: the router (routes.ts), the prerender list, the sitemap and the e2e
 * tests all read this table, so they cannot disagree.
 */
export interface PageRoute {
  path: string;
  /** Module path relative to src/, as React Router's route config expects. */
  file: string;
}

export const pageRoutes: PageRoute[] = [{ path: '/', file: 'routes/home/HomePage.tsx' }];

export const prerenderPaths: string[] = pageRoutes.map((r) => r.path);
