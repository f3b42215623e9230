import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './testing/quietFunctionsLogger';
import { startLocalBackend, type RunningBackend } from './server';
import { commitBody } from './testing/commitBody';

let dataDir: string;
let backend: RunningBackend;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-guards-'));
  backend = await startLocalBackend({ port: 0, dataDir, log: silent });
});
afterAll(async () => {
  await backend.close();
  await rm(dataDir, { recursive: true, force: true });
});

const commitPath = '/v1/projects/demo-rico/databases/(default)/documents:commit';
const callablePath = '/demo-rico/europe-west2/sendContactEmail';
const stored = async () => (await readdir(path.join(dataDir, 'messages'))).filter((n) => n.endsWith('.json'));

/** A raw request, so the test sets Host and Origin as a browser would (fetch may not). */
function send(target: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = request(`${backend.url}${target}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const textPlain = { 'Content-Type': 'text/plain;charset=UTF-8' };

describe('who may write', () => {
  describe('given a cross-site text/plain commit (a form on another site, no preflight)', () => {
    it('should refuse it with 403 and store nothing', async () => {
      const response = await send(commitPath, commitBody('CrossSiteCommit00001'), {
        ...textPlain,
        Origin: 'https://evil.test',
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(response.status).toBe(403);
      expect(await stored()).not.toContain('CrossSiteCommit00001.json');
    });
  });

  describe('given a cross-site call of the callable', () => {
    it('should refuse it with 403', async () => {
      const response = await send(callablePath, '{"data":{"docId":"CrossSiteCommit00001"}}', {
        ...textPlain,
        Origin: 'https://evil.test',
      });
      expect(response.status).toBe(403);
      expect(JSON.parse(response.text)).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    });
  });

  describe.each([
    ['an opaque origin (a sandboxed frame)', { Origin: 'null' }],
    ['a cross-site request without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'a page whose own name was pointed at this machine',
      { Origin: 'http://rebound.test:80', Host: 'rebound.test:80' },
    ],
  ])('given %s', (_case, headers: Record<string, string>) => {
    it('should refuse the commit and store nothing', async () => {
      const id = 'OtherOriginCommit001';
      const response = await send(commitPath, commitBody(id), { ...textPlain, ...headers });
      expect(response.status).toBe(403);
      expect(await stored()).not.toContain(`${id}.json`);
    });
  });

  describe.each([
    [
      'the same origin',
      (url: string) => ({ Origin: url, 'Sec-Fetch-Site': 'same-origin' }),
      'SameOriginCommit0001',
    ],
    ['the site on another local port', () => ({ Origin: 'http://localhost:5173' }), 'LocalPortCommit00001'],
    ['a tool (no Origin)', () => ({}), 'NoOriginCommit000001'],
  ])('given a commit from %s', (_case, headers, id) => {
    it('should store it', async () => {
      const response = await send(commitPath, commitBody(id), { ...textPlain, ...headers(backend.url) });
      expect(response.status).toBe(200);
      expect(await stored()).toContain(`${id}.json`);
    });
  });
});

describe('paths beginning with //', () => {
  it.each([
    '//v1/projects/demo-rico/databases/(default)/documents:commit',
    '//__backend/health',
    '//[',
    '//demo-rico/europe-west2/sendContactEmail',
  ])('should answer %s with 404 and store nothing', async (target) => {
    const before = await stored();
    const response = await send(target, commitBody('DoubleSlashCommit001'));
    expect(response.status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('what Firestore would refuse, over HTTP', () => {
  const deepBody = (depth: number) =>
    commitBody('DeepArrayCommit00001').replace(
      '{"stringValue":"ann@example.co.uk"}',
      `${'{"arrayValue":{"values":['.repeat(depth)}{"stringValue":"x"}${']}}'.repeat(depth)}`,
    );

  it('should answer a 30,000-deep array with 400 and store nothing', async () => {
    const body = deepBody(30_000);
    expect(body).toContain('arrayValue');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    expect(await stored()).not.toContain('DeepArrayCommit00001.json');
  });

  it('should answer deeply nested callable data with 400', async () => {
    const data = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const response = await send(callablePath, `{"data":{"docId":"AbCdEfGhIjKlMnOpQrSt","x":${data}}}`, {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
  });

  it('should answer a lone surrogate with 400 and store nothing', async () => {
    const body = commitBody('LoneSurrogateCommit1').replace('Ann Example', 'Ann \\ud800');
    expect(body).toContain('\\ud800');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(await stored()).not.toContain('LoneSurrogateCommit1.json');
  });

  it('should answer bytes that are not UTF-8 with 400', async () => {
    const body = Buffer.from(commitBody('BadUtf8Commit0000001').replace('Ann Example', 'Ann ExampleZ'));
    body[body.indexOf('Z')] = 0xff;
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
  });

  it('should answer a reserved field name with 400 and store nothing', async () => {
    const body = commitBody('ReservedFieldCommit1').replace(
      '"fields":{',
      '"fields":{"__x__":{"nullValue":null},',
    );
    expect(body).toContain('__x__');
    const response = await send(commitPath, body, textPlain);
    expect(response.status).toBe(400);
    expect(await stored()).not.toContain('ReservedFieldCommit1.json');
  });
});
