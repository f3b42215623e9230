import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageRoutes } from '../../src/routeTable';

/** Each route's prerendered HTML file in the build (the not-found route's is 404.html). */
export function builtPages(clientDir: string): { path: string; file: string }[] {
  return pageRoutes.map((route) => {
    const file = route.path === '*' ? join(clientDir, '404.html') : join(clientDir, route.path, 'index.html');
    if (!existsSync(file)) throw new Error(`Missing prerendered page for ${route.path}: ${file}`);
    return { path: route.path === '*' ? '/404 (any unknown path)' : route.path, file };
  });
}
