import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pageRoutes } from './routeTable';

export default pageRoutes.map((r) =>
  r.path === '/' ? index(r.file) : route(r.path.slice(1), r.file),
) satisfies RouteConfig;
