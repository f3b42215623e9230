import { request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { requestPath } from './requestPath';
import { sendJson } from './respond';
import type { HostRequest } from './types';

/**
 * The Auth emulator's REST paths as the client SDK builds them once `connectAuthEmulator` names the
 * site's own origin: `/<Google host>/<path>`. Proxied here, the browser talks only to the site, so
 * the inbox page's Content-Security-Policy stays `connect-src 'self'` locally.
 */
export const authEmulatorPrefixes = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
] as const;

export const isAuthEmulatorPath = (pathname: string) =>
  authEmulatorPrefixes.some((prefix) => pathname.startsWith(prefix));

export const authEmulatorNotRunning =
  'The staff sign-in (Firebase Authentication emulator) is not running yet. `pnpm start` starts it beside the site and says in the terminal when it is ready.';

/** Identity Toolkit's error shape: the Auth SDK turns `message` into its error code. */
const sendAuthError = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { error: { code: status, message, errors: [{ message, reason: message }] } });

/**
 * What the site never asks of the emulator and must not pass on: admin calls (the emulator takes
 * `Bearer owner` as an administrator, who could give any account the staff claim), changes to its
 * configuration, and sign-up, which production refuses too (staff accounts are made by an operator).
 * With HOST=0.0.0.0 the site is open to the network; the emulator's own port stays on loopback.
 */
function refusal(method: string, pathname: string, headers: IncomingHttpHeaders): string | null {
  if (/^bearer\s+owner$/i.test(headers.authorization ?? '')) return 'ADMIN_ONLY_OPERATION';
  if (pathname.startsWith('/emulator/') && method !== 'GET') return 'ADMIN_ONLY_OPERATION';
  if (/\/accounts:signUp$/.test(pathname)) return 'ADMIN_ONLY_OPERATION';
  return null;
}

/** A body a host's parser read already (Vite's middlewares may), else null: the stream is piped. */
function readBody(req: HostRequest): Buffer | null {
  if (typeof req.body === 'string') return Buffer.from(req.body);
  if (Buffer.isBuffer(req.body)) return req.body;
  return null;
}

/**
 * Passes the request to the emulator at `emulatorHost()` (host:port, read on every call: `pnpm start`
 * sets it once the emulator answers) and its answer back unchanged. Unset: 503 saying the sign-in is
 * not running yet; set but not answering: 502.
 */
export function createAuthEmulatorProxy(emulatorHost: () => string | undefined) {
  return (req: HostRequest, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      const host = emulatorHost();
      if (!host) {
        sendAuthError(res, 503, authEmulatorNotRunning);
        resolve();
        return;
      }
      const refused = refusal(req.method ?? 'GET', requestPath(req.url) ?? '', req.headers);
      if (refused) {
        sendAuthError(res, 403, refused);
        resolve();
        return;
      }
      const target = new URL(`http://${host}`);
      const upstream = request(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => resolve());
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent)
          sendAuthError(res, 502, `The Auth emulator at ${host} did not answer: ${error.message}`);
        else res.destroy();
        resolve();
      });
      const body = readBody(req);
      if (body) upstream.end(body);
      else req.pipe(upstream);
    });
}
