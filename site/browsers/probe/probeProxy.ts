import { readFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { clockScript } from './clockScript';
import { probeScript } from './probeScript';

export interface ProbeProxy {
  /** Where the engines load the site: the same answers as the site's, with the listener in each page. */
  origin: string;
  close: () => Promise<void>;
}

/** One request the proxy passed on: what was asked, and the status the site answered (0 until it has). */
export interface Answered {
  method: string;
  url: string;
  status: number;
}

/** A page whose own header policy governs scripts (the form's answer pages) cannot take the listener. */
const policyGovernsScripts = (headers: IncomingHttpHeaders) =>
  /(?:^|;)\s*(?:default-src|script-src)/.test(String(headers['content-security-policy'] ?? ''));

/** The proxy's own address: every request passed on so far, oldest first, as JSON (`Answered[]`). */
export const requestedPath = '/__engine-suite/requested';

/**
 * `?ending=.woff2` holds every request whose path ends so from then on, until `?release` lets them
 * all through: a journey sees the page painted before its font arrives, or the form while its call
 * is on the way. An answer that was held comes with `cache-control: no-store`, so the next page asks
 * for it (and is held) again.
 */
export const holdPath = '/__engine-suite/hold';

/**
 * `?on=1` puts a clock the journey moves on into each page loaded from then on, before any of the
 * page's own scripts (`?on=0` stops it): see probeScript's clockScript.
 */
export const clockPath = '/__engine-suite/clock';

/** A blank page of the site's origin, for setting storage before a visit. */
export const blankPath = '/__engine-suite/blank';

// The same fake timers Playwright's clock and the stories' clock are made of, read once.
const fakeTimers = readFileSync(createRequire(import.meta.url).resolve('@sinonjs/fake-timers'), 'utf8');

const withScripts = (html: string, scripts: string[]) =>
  html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}${scripts.map((s) => `<script>${s}</script>`).join('')}`,
  );

/**
 * A pass-through in front of the served site. It keeps the Host header, so the site (and its
 * same-origin checks) sees the address the browser used; it asks for uncompressed answers so it
 * can add the listener to HTML, and passes everything else, status and headers included, unchanged.
 * Its list of requests answers "did anything the visitor typed travel in a URL?" and "what did the
 * site answer?" in every engine, whatever its driver can watch of the network.
 *
 * It is not the local backend's Auth emulator proxy, though both forward with node:http: that one is
 * a gate the product ships (three sign-in calls let through, their bodies read and rewritten, the
 * rest refused), this one a test instrument that passes everything and watches. They share only the
 * few lines of piping a request on, which a common module would not make shorter.
 */
export async function startProbeProxy(siteOrigin: string): Promise<ProbeProxy> {
  const upstream = new URL(siteOrigin);
  const answered: Answered[] = [];
  const heldEndings = new Set<string>();
  const held: (() => void)[] = [];
  const wasHeld = new WeakSet<IncomingMessage>();
  let clock = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (url.pathname === blankPath) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        // An icon of its own: else Chromium asks for /favicon.ico, which the site does not have.
        .end('<!doctype html><title>blank</title><link rel="icon" href="data:,">');
      return;
    }
    if (url.pathname === holdPath) {
      const ending = url.searchParams.get('ending');
      if (ending) heldEndings.add(ending);
      else {
        heldEndings.clear();
        for (const release of held.splice(0)) release();
      }
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === clockPath) {
      clock = url.searchParams.get('on') === '1';
      res.writeHead(204).end();
      return;
    }
    if (!wasHeld.has(req) && [...heldEndings].some((ending) => url.pathname.endsWith(ending))) {
      wasHeld.add(req);
      held.push(() => server.emit('request', req, res));
      return;
    }
    if (url.pathname === requestedPath) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answered));
      return;
    }
    const entry: Answered = { method: req.method ?? 'GET', url: req.url ?? '', status: 0 };
    answered.push(entry);
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        entry.status = answer.statusCode ?? 502;
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml || policyGovernsScripts(answer.headers) || req.method === 'HEAD') {
          const fresh = wasHeld.has(req) ? { 'cache-control': 'no-store' } : {};
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...fresh });
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const scripts = clock ? [probeScript, clockScript(fakeTimers)] : [probeScript];
          const body = Buffer.from(withScripts(Buffer.concat(chunks).toString('utf8'), scripts));
          const answerHeaders = { ...answer.headers };
          delete answerHeaders['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, {
            ...answerHeaders,
            'content-length': String(body.length),
          });
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
