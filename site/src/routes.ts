import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pagesByRoute } from './content/pages/byRoute';
import { assertPageCopy } from './content/pages/pageSchema';
import { pageRoutes } from './routeTable';

// Read by the build and the dev server, so copy search engines would cut short stops both.
assertPageCopy(pagesByRoute);

export default pageRoutes.map((r) =>
  r.path === '/'
    ? index(r.file, { id: r.id })
    : route(r.path.slice(r.path === '*' ? 0 : 1), r.file, { id: r.id }),
) satisfies RouteConfig;
