import type { HostRequest } from './types';

/** Firestore's own request limit is 10 MiB; a message document is at most a few KiB. */
export const maxBodyBytes = 1024 * 1024;

export class BodyError extends Error {
  constructor(
    readonly httpStatus: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The deepest JSON nesting a request may have. A message is a few levels deep and a Firestore value at
 * its 20-level limit takes about 70; a body nested thousands deep would overflow the stack of the
 * recursive decoders behind (ours, and firebase-functions' for the callable) and answer 500.
 */
export const maxJsonDepth = 100;

function checkJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > maxJsonDepth) throw new BodyError(400, 'The request body is nested too deeply');
    } else if (char === '}' || char === ']') depth -= 1;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request's bytes, read only until more than `maxBytes` have come: a longer body is returned cut
 * there (its length then says it is too large) and never held whole. The one reader of every route, so
 * each limit is counted the same way as the bytes arrive. A host with a body parser in front has
 * consumed the stream already; what it parsed is used instead.
 */
export async function readUpTo(req: HostRequest, maxBytes: number): Promise<Buffer> {
  if (typeof req.body === 'string' || Buffer.isBuffer(req.body)) return Buffer.from(req.body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) break;
  }
  return Buffer.concat(chunks);
}

/** The request's body as text (UTF-8, at most maxBodyBytes). */
export async function readTextBody(req: HostRequest): Promise<string> {
  const bytes = await readUpTo(req, maxBodyBytes);
  if (bytes.length > maxBodyBytes) throw new BodyError(413, 'The request body is too large');
  return decodeUtf8(bytes);
}

function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // Firestore refuses bytes that are not UTF-8 rather than store replacement characters.
    throw new BodyError(400, 'The request body is not valid UTF-8');
  }
}

/** The request's JSON body, whatever its content type (Firestore Lite sends text/plain). */
export async function readJsonBody(req: HostRequest): Promise<unknown> {
  if (req.body !== undefined && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) return req.body;
  const raw = await readTextBody(req);
  checkJsonDepth(raw);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON');
  }
}
