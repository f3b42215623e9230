import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedOrigin } from './origin';

/** Sets the CORS headers the Firebase SDKs need; the caller answers OPTIONS with 204. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !isAllowedOrigin(origin, req.headers.host, allowedOrigins)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  // The SDKs send their own headers (x-goog-api-client, x-firebase-gmpid ...): allow what is asked.
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
  );
  res.setHeader('Access-Control-Max-Age', '600');
}
