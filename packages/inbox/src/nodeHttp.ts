import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { InboxRequest, InboxResponse } from './http';

/** The largest body the inbox reads: its only body is `{"read": true}`. */
export const maxInboxBodyBytes = 4096;

/**
 * A node:http request (Cloud Functions' express one, or the local backend's) as the handler's
 * request. The target is read as a path, never as a URL (`//host/x` is a path here). Null when it
 * is not a path or does not decode.
 */
export function toInboxRequest(
  method: string | undefined,
  target: string | undefined,
  headers: IncomingHttpHeaders,
  body?: string,
): InboxRequest | null {
  const raw = target ?? '/';
  if (!raw.startsWith('/')) return null;
  const [pathPart = '', search = ''] = raw.split('#')[0]?.split(/\?(.*)/s) ?? [];
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    return null;
  }
  const query = Object.fromEntries(new URLSearchParams(search));
  return { method: method ?? 'GET', path, query, headers, body };
}

/** Writes the handler's answer: its status, headers and UTF-8 body. */
export function sendInboxResponse(res: ServerResponse, response: InboxResponse): void {
  const bytes = Buffer.from(response.body, 'utf8');
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
