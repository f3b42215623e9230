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

/** The request's body as text (UTF-8, at most maxBodyBytes), whatever read it first. */
export async function readTextBody(req: HostRequest): Promise<string> {
  // A host with a body parser in front has consumed the stream already; use what it parsed.
  if (typeof req.body === 'string') return req.body;
  if (Buffer.isBuffer(req.body)) return decodeUtf8(req.body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyError(413, 'The request body is too large');
    chunks.push(chunk);
  }
  return decodeUtf8(Buffer.concat(chunks));
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
