import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeScript } from './probeScript';

export interface ProbeProxy {
  /** Where the engines load the site: the same answers as the site's, with the listener in each page. */
  origin: string;
  close: () => Promise<void>;
}

/** A page whose own header policy governs scripts (the form's answer pages) cannot take the listener. */
const policyGovernsScripts = (headers: IncomingHttpHeaders) =>
  /(?:^|;)\s*(?:default-src|script-src)/.test(String(headers['content-security-policy'] ?? ''));

/** The proxy's own address: the list of every URL requested through it so far, oldest first, as JSON. */
export const requestedPath = '/__engine-suite/requested';

/**
 * `?hold=1` holds every font file asked for from then on, until `?hold=0` lets them through: a
 * journey sees the page painted in its fallback font first, and the swap happen on screen. A font
 * that was held comes with `cache-control: no-store`, so the next page asks for it (and is held) again.
 */
export const fontGatePath = '/__engine-suite/fonts';

/** A blank page of the site's origin, for setting storage before a visit. */
export const blankPath = '/__engine-suite/blank';

const withProbe = (html: string) =>
  html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script>${probeScript}</script>`);

/**
 * A pass-through in front of the served site. It keeps the Host header, so the site (and its
 * same-origin checks) sees the address the browser used; it asks for uncompressed answers so it
 * can add the listener to HTML, and passes everything else, status and headers included, unchanged.
 * Lists of requested URLs answer "did anything the visitor typed travel in a URL?" in engines
 * whose network the suite cannot watch.
 *
 * It is not the local backend's Auth emulator proxy, though both forward with node:http: that one is
 * a gate the product ships (three sign-in calls let through, their bodies read and rewritten, the
 * rest refused), this one a test instrument that passes everything and watches. They share only the
 * few lines of piping a request on, which a common module would not make shorter.
 */
export async function startProbeProxy(siteOrigin: string): Promise<ProbeProxy> {
  const upstream = new URL(siteOrigin);
  const requested: string[] = [];
  let fontsHeld = false;
  const heldFonts: (() => void)[] = [];
  const wasHeld = new WeakSet<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    if (req.url === blankPath) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>blank</title>');
      return;
    }
    if (req.url?.startsWith(`${fontGatePath}?hold=`)) {
      fontsHeld = req.url.endsWith('=1');
      if (!fontsHeld) for (const release of heldFonts.splice(0)) release();
      res.writeHead(204).end();
      return;
    }
    if (fontsHeld && req.url?.endsWith('.woff2')) {
      wasHeld.add(req);
      heldFonts.push(() => server.emit('request', req, res));
      return;
    }
    if (req.url === requestedPath) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requested));
      return;
    }
    requested.push(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
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
          const body = Buffer.from(withProbe(Buffer.concat(chunks).toString('utf8')));
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
