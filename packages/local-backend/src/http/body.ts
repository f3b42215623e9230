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

async function readRaw(req: HostRequest): Promise<string> {
  // A host with a body parser in front has consumed the stream already; use what it parsed.
  if (typeof req.body === 'string') return req.body;
  if (Buffer.isBuffer(req.body)) return req.body.toString('utf8');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyError(413, 'The request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's JSON body, whatever its content type (Firestore Lite sends text/plain). */
export async function readJsonBody(req: HostRequest): Promise<unknown> {
  if (req.body !== undefined && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) return req.body;
  const raw = await readRaw(req);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON');
  }
}
