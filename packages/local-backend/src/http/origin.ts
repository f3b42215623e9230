import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for the origins a browser may call the backend from: the site's own origin, any loopback
 * origin (the site on another local port) and any explicitly allowed one. Other web pages the
 * developer opens must not be able to write into the local store.
 */
export function isAllowedOrigin(
  origin: string,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (loopbackHosts.has(url.hostname)) return true;
  // The same origin as the request, when the site is opened with HOST and visited by address. A
  // name is not enough: a page whose name is made to resolve to this machine would match itself.
  return url.host === host && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Whether a request may write (store a message, send an e-mail). A cross-site form or `text/plain`
 * fetch needs no preflight, so CORS alone would not stop it: the browser's Origin (or, without one,
 * Sec-Fetch-Site) must name the site itself. Requests with neither come from tools, not web pages.
 */
export function mayWrite(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return isAllowedOrigin(origin, req.headers.host, allowed);
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
