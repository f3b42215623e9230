import { pagesByRoute } from '../content/pages/byRoute';
import type { PageMeta } from '../content/seo';
import { pageRoutes, type PageRoute } from '../routeTable';

const pages: Readonly<Record<string, { meta: PageMeta }>> = pagesByRoute;

/** A route's metadata, from its page's content module. For the build, the sitemap and tests. */
export function routeMeta(id: string): PageMeta {
  const page = pages[id];
  if (!page) throw new Error(`No content for route "${id}": add it to content/pages/byRoute.ts`);
  return page.meta;
}

/** Pages a search engine should list: every page but the not-found page and the noindex ones. */
export const sitemapRoutes: readonly PageRoute[] = pageRoutes.filter(
  (r) => r.path !== '*' && !routeMeta(r.id).noIndex,
);
