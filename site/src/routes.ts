import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pageRoutes } from './routeTable';

export default pageRoutes.map((r) =>
  r.path === '/'
    ? index(r.file, { id: r.id })
    : route(r.path.slice(r.path === '*' ? 0 : 1), r.file, { id: r.id }),
) satisfies RouteConfig;
