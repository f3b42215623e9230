import type { Readable } from 'node:stream';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { jobApplicationLimits } from '@rico/contact';

/** The largest file kept; the bytes past it are counted, never held. */
export const maxCvBytes = jobApplicationLimits.cv.maxBytes;

/**
 * The most a whole post may carry: room for two files at the limit (so a second file is named as
 * such rather than as "too large") and the short fields. Beyond it reading stops.
 */
export const maxApplicationPostBytes = 2 * maxCvBytes + 256 * 1024;

/** One file part: its field, the name the browser sent (unchecked) and its bytes. */
export interface ReceivedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** More bytes came than `maxCvBytes`; `bytes` holds only the first of them. */
  tooLarge: boolean;
}

export type MultipartRead =
  | { status: 'read'; fields: Map<string, string>; files: ReceivedFile[] }
  /** The body is over `maxApplicationPostBytes`, whatever Content-Length said. */
  | { status: 'too-large' }
  /** Not multipart, malformed, or the request stopped before its end. */
  | { status: 'unreadable'; reason: string };

/** A body already read (Cloud Functions' rawBody) or one still arriving (a local server's request). */
export type MultipartBody = Buffer | Readable;

const limits = {
  fileSize: maxCvBytes,
  // Two are read so a second is known as a second; more than that is no browser's form.
  files: 3,
  fields: 20,
  parts: 24,
  fieldSize: 16 * 1024,
  headerSize: 8 * 1024,
};

/** Keeps a file's bytes up to the limit; what comes past it only marks the file too large. */
function collect(
  stream: BusboyFileStream,
  file: ReceivedFile,
  done: () => void,
  fail: (reason: string) => void,
): void {
  const chunks: Buffer[] = [];
  // A part cut off by the end of the body: the post stopped half way.
  stream.on('error', (error: unknown) => fail(String(error)));
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('limit', () => (file.tooLarge = true));
  stream.on('end', () => {
    file.bytes = Buffer.concat(chunks);
    done();
  });
}

/** Feeds a request to the parser, stopping (without reading on) once it passes the size cap. */
function feed(body: Readable, parser: NodeJS.WritableStream, fail: (read: MultipartRead) => void): void {
  let total = 0;
  let ended = false;
  body.on('data', (chunk: Buffer) => {
    total += chunk.length;
    if (total > maxApplicationPostBytes) {
      body.pause();
      body.removeAllListeners('data');
      fail({ status: 'too-large' });
      return;
    }
    parser.write(chunk);
  });
  body.on('end', () => {
    ended = true;
    parser.end();
  });
  body.on('error', () => fail({ status: 'unreadable', reason: 'the request failed while it was read' }));
  body.on('close', () => {
    if (!ended) fail({ status: 'unreadable', reason: 'the request stopped before its end' });
  });
}

/**
 * Reads a multipart/form-data post with busboy: every text field (the first of each name), every
 * file part with at most `maxCvBytes` of it kept. The limits apply while the bytes arrive, not to
 * what Content-Length claims, and a post that ends early or breaks the format is unreadable.
 */
export function readMultipart(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: MultipartBody,
): Promise<MultipartRead> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (read: MultipartRead) => {
      if (settled) return;
      settled = true;
      resolve(read);
    };
    const contentType = headers['content-type'];
    let parser;
    try {
      parser = Busboy({
        headers: {
          ...headers,
          'content-type': Array.isArray(contentType) ? (contentType[0] ?? '') : (contentType ?? ''),
        },
        // The name is judged as sent: a folder in it is refused rather than silently cut off.
        preservePath: true,
        limits,
      });
    } catch (error) {
      finish({ status: 'unreadable', reason: String(error) });
      return;
    }
    const fields = new Map<string, string>();
    const files: ReceivedFile[] = [];
    let pending = 0;
    let parsed = false;
    const complete = () => {
      if (parsed && pending === 0) finish({ status: 'read', fields, files });
    };
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (field, stream, filename: string | undefined) => {
      // An empty file input sends its part with no name at all.
      const file: ReceivedFile = { field, filename: filename ?? '', bytes: Buffer.alloc(0), tooLarge: false };
      files.push(file);
      pending += 1;
      collect(
        stream,
        file,
        () => {
          pending -= 1;
          complete();
        },
        (reason) => finish({ status: 'unreadable', reason }),
      );
    });
    const tooMany = () => finish({ status: 'unreadable', reason: 'more parts than the form has' });
    parser.on('partsLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    // A third file is no browser's form, but it is still "more than one CV" to the visitor.
    parser.on('filesLimit', () => undefined);
    parser.on('error', (error: unknown) => finish({ status: 'unreadable', reason: String(error) }));
    parser.on('finish', () => {
      parsed = true;
      complete();
    });
    if (Buffer.isBuffer(body)) {
      if (body.length > maxApplicationPostBytes) finish({ status: 'too-large' });
      else parser.end(body);
    } else {
      feed(body, parser, finish);
    }
  });
}
