/**
 * A local stand-in for Firebase Hosting: serves the build with firebase.json's clean URLs,
 * trailing-slash policy, custom headers and 404 page, compressed as Hosting compresses.
 */
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { HostingConfig } from './config';
import { headersFor } from './headers';
import { resolvePath } from './resolve';

/** A same-origin handler (the local backend); resolves true when it answered the request. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

export function createHostingServer(config: HostingConfig, handlers: readonly RequestHandler[] = []): Server {
  const isFile = (urlPath: string) => {
    const file = fileFor(config.publicDir, urlPath);
    // Firebase deploys no dotfiles (firebase.json "ignore": "**/.*").
    if (!file || urlPath.split('/').some((segment) => segment.startsWith('.'))) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    urlPath: string,
    status: number,
  ) {
    const file = fileFor(config.publicDir, urlPath);
    if (!file) throw new Error(`Outside the public folder: ${urlPath}`);
    const ext = extname(file);
    let body: Buffer = await readFile(file);
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      ...headersFor(pathname, config.headers),
    };
    if (compressible.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      const accepted = req.headers['accept-encoding'] ?? '';
      const cached = compressed.get(file) ?? { br: brotliCompressSync(body), gzip: gzipSync(body) };
      compressed.set(file, cached);
      if (/\bbr\b/.test(accepted)) [body, headers['Content-Encoding']] = [cached.br, 'br'];
      else if (/\bgzip\b/.test(accepted)) [body, headers['Content-Encoding']] = [cached.gzip, 'gzip'];
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const handler of handlers) if (await handler(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = safeDecode(url.pathname);
    const resolution =
      pathname === undefined
        ? { type: 'notFound' as const }
        : resolvePath(pathname, url.search, { ...config, isFile });
    if (resolution.type === 'redirect') {
      res
        .writeHead(301, { Location: resolution.location, ...headersFor(url.pathname, config.headers) })
        .end();
    } else if (resolution.type === 'file') {
      await send(req, res, url.pathname, resolution.file, 200);
    } else if (isFile('/404.html')) {
      await send(req, res, url.pathname, '/404.html', 404);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** The file behind a URL path, or undefined when the path would leave the public folder. */
function fileFor(publicDir: string, urlPath: string): string | undefined {
  const file = normalize(join(publicDir, urlPath));
  return file === publicDir || file.startsWith(publicDir + sep) ? file : undefined;
}
