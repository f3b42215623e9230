import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * Writes the handler's answer: its status, headers and UTF-8 body. A streamed body is written piece
 * by piece as the client reads it (backpressure), so an export never sits whole in memory; should a
 * piece fail after the headers went, the connection is cut, and the download shows it failed rather
 * than ending as if complete. Resolves once the answer is written or cut.
 */
export async function sendInboxResponse(
  res: ServerResponse,
  response: InboxResponse,
  onStreamError: (error: unknown) => void = () => undefined,
): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (!response.stream) {
    const bytes = response.bytes ?? Buffer.from(response.body, 'utf8');
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
    return;
  }
  try {
    await pipeline(Readable.from(response.stream), res);
  } catch (error) {
    onStreamError(error);
  }
}
