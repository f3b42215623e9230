import type { InboxErrorBody } from './wire';

/**
 * The request as any host hands it over (Cloud Functions' express request, the local backend's
 * node:http one): the handler sees no framework.
 */
export interface InboxRequest {
  method: string;
  /** The decoded path, e.g. `/api/inbox/messages/AbCd…`. */
  path: string;
  /** Query parameters, one value each. */
  query: Readonly<Record<string, string | undefined>>;
  /** Header names in lower case, as node:http gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The raw body text, if any. */
  body?: string | undefined;
}

export interface InboxResponse {
  status: number;
  headers: Record<string, string>;
  /** The text ('' when the answer is streamed). */
  body: string;
  /** The body's pieces as they are made, instead of `body` (the CSV export, a page at a time). */
  stream?: AsyncIterable<string>;
  /** A file's bytes, instead of `body` (a CV). */
  bytes?: Uint8Array;
}

export type InboxErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'resource-exhausted'
  | 'internal'
  | 'unavailable';

const statusOf: Record<InboxErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
};

/** A refusal the handler answers as it is: the status follows from the code. */
export class InboxError extends Error {
  readonly status: number;
  constructor(
    readonly code: InboxErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

// Staff data: never cached by a browser or a CDN, never indexed.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): InboxResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...privateHeaders, ...headers },
    body: JSON.stringify(body),
  };
}

export function errorResponse(error: InboxError): InboxResponse {
  const body: InboxErrorBody = { error: { code: error.code, message: error.message } };
  return jsonResponse(error.status, body, error.headers);
}

export function fileResponse(
  contentType: string,
  fileName: string,
  stream: AsyncIterable<string>,
): InboxResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      ...privateHeaders,
    },
    body: '',
    stream,
  };
}

/** The whole body as text (tests, and hosts that cannot stream). */
export async function bodyText(response: InboxResponse): Promise<string> {
  if (!response.stream) return response.body;
  let text = '';
  for await (const piece of response.stream) text += piece;
  return text;
}
