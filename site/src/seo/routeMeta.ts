import type { MetaDescriptor } from 'react-router';
import { findRoute } from '../routeTable';
import { pageMeta } from './pageMeta';

/**
 * The `meta` export of every page module. React Router calls a route's meta with the matches up
 * to that route, so the leaf's own id finds its metadata in the route table (which is also how the
 * shared placeholder module gets per-page titles).
 */
export function routeMeta({
  matches,
}: {
  matches: readonly ({ id: string } | undefined)[];
}): MetaDescriptor[] {
  const id = matches.at(-1)?.id;
  const page = id === undefined ? undefined : findRoute(id);
  if (!page) throw new Error(`No route table entry for route ${String(id)}`);
  return pageMeta(page.meta, page.path === '*' ? undefined : page.path);
}
