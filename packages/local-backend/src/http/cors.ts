import type { IncomingMessage, ServerResponse } from 'node:http';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for the origins a browser may call the backend from: the same origin (no Origin header),
 * any loopback origin (the site on another local port) and any explicitly allowed one. Other web
 * pages the developer opens must not be able to write into the local store.
 */
function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return loopbackHosts.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** Sets the CORS headers the Firebase SDKs need; the caller answers OPTIONS with 204. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !isAllowedOrigin(origin, allowedOrigins)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  // The SDKs send their own headers (x-goog-api-client, x-firebase-gmpid ...): allow what is asked.
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
  );
  res.setHeader('Access-Control-Max-Age', '600');
}
