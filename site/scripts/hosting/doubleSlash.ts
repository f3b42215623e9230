import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostingConfig } from './config';
import { headersFor } from './headers';
import type { RequestHandler } from './server';

/**
 * Paths beginning with `//` name no page of the site, yet a URL parser reads `//x/y` as host `x`, path
 * `/y` (another page) and `//[` as an error (a 500). This handler, first in line, answers them with
 * the site's 404 page and the headers every page gets.
 */
export function createDoubleSlashGuard(config: HostingConfig): RequestHandler {
  return async (req, res) => {
    if (!req.url?.startsWith('//')) return false;
    const page = await readFile(join(config.publicDir, '404.html')).catch(() => undefined);
    res
      .writeHead(404, {
        'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
        ...headersFor('/404', config.headers),
      })
      .end(req.method === 'HEAD' ? undefined : (page ?? 'Not Found'));
    return true;
  };
}
