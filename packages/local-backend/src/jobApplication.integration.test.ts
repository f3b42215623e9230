import { connect } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docxBytes, exeBytes, multipartBody, parseEml, pdfBytes } from '@rico/functions/testing';
import { startTestBackend, type TestBackend } from './testing/testBackend';

/*
 * POST /jobs/apply on the local backend over real HTTP: the request streams in (no framework has
 * read it first), so the limits must hold while the bytes arrive, whatever Content-Length says.
 */

let backend: TestBackend;
beforeEach(async () => {
  backend = await startTestBackend();
});
afterEach(() => backend.close());

const origin = () => `http://127.0.0.1:${String(backend.backend.port)}`;
const files = async (folder: string) =>
  (await readdir(path.join(backend.dataDir, folder)).catch(() => [])).sort();
/** No record, no CV, no e-mail. */
const stored = async () => ({
  records: await files('applications'),
  cvs: await files('cvs'),
  mails: (await backend.outbox()).length,
});
const nothing = { records: [], cvs: [], mails: 0 };

async function apply(cv: { name: string; bytes: Buffer } | undefined, headers: Record<string, string> = {}) {
  const body = await multipartBody({ files: cv ? [cv] : [] });
  return fetch(`${origin()}/jobs/apply`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: origin(), 'content-type': body.contentType, ...headers },
    body: new Uint8Array(body.bytes),
  });
}

/** A post's head as a browser on the site sends it, up to the body's framing. */
const requestHead = (contentType: string) =>
  `POST /jobs/apply HTTP/1.1\r\nHost: ${origin().slice('http://'.length)}\r\nOrigin: ${origin()}\r\nAccept: application/json\r\nContent-Type: ${contentType}\r\n`;

/** Sends raw bytes over a socket and resolves with what came back once the server closes or `end` is seen. */
function rawRequest(head: string, chunks: Buffer[], { hangUp = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(backend.backend.port, '127.0.0.1', () => {
      socket.write(head);
      for (const chunk of chunks) socket.write(chunk);
      if (hangUp) socket.destroy();
    });
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}

describe('the local backend’s job application endpoint', () => {
  it('should store the record and the CV under its id, and put one e-mail in the outbox', async () => {
    const response = await apply({ name: 'Sam CV.pdf', bytes: pdfBytes() }, { accept: 'application/json' });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await stored()).toEqual({ records: [`${id}.json`], cvs: [id], mails: 1 });
    expect((await readFile(path.join(backend.dataDir, 'cvs', id))).equals(pdfBytes())).toBe(true);
    const record = await readFile(path.join(backend.dataDir, 'applications', `${id}.json`), 'utf8');
    expect(JSON.parse(record)).toMatchObject({
      name: 'Sam Applicant',
      cv: { name: 'Sam CV.pdf', type: 'application/pdf' },
    });
    const [raw] = await backend.outbox();
    const mail = await parseEml(raw?.toString('utf8') ?? '');
    expect(mail.headers.to).toEqual(['jobs@rico.example']);
    expect(mail.text).toContain('/inbox');
    // A notification, not a copy: the CV's bytes are in no mailbox.
    expect(raw?.toString('latin1')).not.toContain('%PDF');
  });

  it('should send a browser without script to the confirmation page', async () => {
    const response = await apply({ name: 'cv.docx', bytes: docxBytes() });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/jobs/applied']);
  });

  it('should refuse an executable renamed .pdf with a page naming the file, storing nothing', async () => {
    const response = await apply({ name: 'cv.pdf', bytes: exeBytes() });
    expect(response.status).toBe(415);
    const page = await response.text();
    expect(page).toContain('CV must be a PDF or a Word (.docx) document');
    expect(page).toContain('You chose the file “cv.pdf”');
    expect(await stored()).toEqual(nothing);
  });

  it('should refuse a CV over 5 MB as it streams in, storing nothing', async () => {
    const response = await apply(
      { name: 'cv.pdf', bytes: pdfBytes(5 * 1024 * 1024 + 1) },
      { accept: 'application/json' },
    );
    expect([response.status, await response.json()]).toEqual([
      413,
      { ok: false, problems: [{ field: 'cv', message: 'CV must be at most 5 MB' }] },
    ]);
    expect(await stored()).toEqual(nothing);
  });

  it('should stop reading a body with no length past the limit, even bytes the form parser would skip, storing nothing', async () => {
    // Bytes before the first boundary are skipped by any multipart parser: only counting stops them.
    const { bytes, contentType } = await multipartBody({ files: [{ name: 'cv.pdf', bytes: pdfBytes() }] });
    const body = Buffer.concat([Buffer.alloc(12 * 1024 * 1024, 0x78), Buffer.from('\r\n'), bytes]);
    const head = `${requestHead(contentType)}Transfer-Encoding: chunked\r\n\r\n`;
    const answer = await rawRequest(head, [
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('CV must be at most 5 MB');
    expect(await stored()).toEqual(nothing);
  });

  it('should refuse a body longer than its Content-Length says, storing nothing', async () => {
    const { bytes, contentType } = await multipartBody({
      files: [{ name: 'cv.pdf', bytes: pdfBytes(6 * 1024 * 1024) }],
    });
    const answer = await rawRequest(`${requestHead(contentType)}Content-Length: 1000\r\n\r\n`, [bytes]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await stored()).toEqual(nothing);
  });

  it('should store nothing of a request that stops half way', async () => {
    const { bytes, contentType } = await multipartBody({
      files: [{ name: 'cv.pdf', bytes: pdfBytes(200_000) }],
    });
    const head = `${requestHead(contentType)}Content-Length: ${String(bytes.length)}\r\n\r\n`;
    await rawRequest(head, [bytes.subarray(0, bytes.length / 2)], { hangUp: true });
    await expect.poll(() => backend.logged('job application refused: unreadable')).toBe(true);
    expect(await stored()).toEqual(nothing);
  });
});
