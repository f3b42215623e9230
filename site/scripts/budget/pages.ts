import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageRoutes } from '../../src/routeTable';

/**
 * Each route's prerendered page in the build, and the URL that shows it when served (the not-found
 * route's is 404.html, which any unknown path gets).
 */
export function builtPages(clientDir: string): { path: string; file: string; url: string }[] {
  return pageRoutes.map((route) => {
    const notFound = route.path === '*';
    const file = notFound ? join(clientDir, '404.html') : join(clientDir, route.path, 'index.html');
    if (!existsSync(file)) throw new Error(`Missing prerendered page for ${route.path}: ${file}`);
    return {
      path: notFound ? '/404 (any unknown path)' : route.path,
      file,
      url: notFound ? '/no-such-page' : route.path,
    };
  });
}
