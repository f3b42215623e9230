import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from './backend';

let dataDir: string;
let base: string;
let close: () => void;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-http-'));
  const backend = createLocalBackend({ dataDir, log: silent, allowedOrigins: ['https://preview.example'] });
  // Mounted as a host mounts it: requests it does not handle fall through to the host.
  const server = createServer((req, res) => {
    void backend(req, res).then((handled) => {
      if (!handled) res.writeHead(200, { 'Content-Type': 'text/plain' }).end('site page');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(dataDir, { recursive: true, force: true });
});

const commitUrl = () => `${base}/v1/projects/demo-rico/databases/(default)/documents:commit`;
const callableUrl = () => `${base}/demo-rico/europe-west2/sendContactEmail`;

describe('createLocalBackend', () => {
  describe("given the about page (the preview banner's Learn more)", () => {
    it('should explain where messages and e-mails go, with no script', async () => {
      const response = await fetch(`${base}/__backend/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<h1>Preview backend</h1>');
      expect(html).toContain(path.join(dataDir, 'outbox'));
      expect(html).toContain('pnpm messages');
      expect(html).not.toContain('<script');
    });
  });

  describe('given the health route', () => {
    it('should answer running', async () => {
      const response = await fetch(`${base}/__backend/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'running' });
    });
  });

  describe('given a path that is not a backend route', () => {
    it('should leave it to the host', async () => {
      expect(await (await fetch(`${base}/contact`)).text()).toBe('site page');
    });
  });

  describe('given a CORS preflight from a local or allowed origin', () => {
    it.each([['http://localhost:5173'], ['http://127.0.0.1:4173'], ['https://preview.example']])(
      'should allow %s on every route',
      async (origin) => {
        for (const url of [commitUrl(), callableUrl(), `${base}/__backend/health`]) {
          const response = await fetch(url, {
            method: 'OPTIONS',
            headers: { Origin: origin, 'Access-Control-Request-Headers': 'content-type,x-goog-api-client' },
          });
          expect(response.status).toBe(204);
          expect(response.headers.get('access-control-allow-origin')).toBe(origin);
          expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-goog-api-client');
          expect(response.headers.get('access-control-allow-methods')).toContain('POST');
        }
      },
    );
  });

  describe('given a preflight from another web site', () => {
    it('should not allow it', async () => {
      const response = await fetch(commitUrl(), {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.test' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('given bad input', () => {
    it('should answer malformed JSON with 400 and store nothing', async () => {
      const response = await fetch(commitUrl(), { method: 'POST', body: '{"writes": [' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 400, message: 'The request body is not valid JSON', status: 'INVALID_ARGUMENT' },
      });
      expect(await readdir(path.join(dataDir, 'messages'))).toEqual([]);
    });

    it('should answer a body over 1 MiB with 413', async () => {
      const response = await fetch(commitUrl(), { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
      expect(response.status).toBe(413);
    });

    it('should answer a wrong method with 405 and a wrong project with 404', async () => {
      expect((await fetch(commitUrl())).status).toBe(405);
      const other = commitUrl().replace('demo-rico', 'demo-other');
      expect((await fetch(other, { method: 'POST', body: '{}' })).status).toBe(404);
    });

    it('should answer malformed JSON on the callable in the callable error shape', async () => {
      const response = await fetch(callableUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"data":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    });

    it('should refuse a callable request without the data key', async () => {
      const response = await fetch(callableUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"docId":"AbCdEfGhIjKlMnOpQrSt"}',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    });
  });
});

describe('the inboxApi stand-in (what a host honouring firebase.json rewrites /api/inbox/** to)', () => {
  it('should answer the inbox routes, and any other path under the prefix with the inbox 404', async () => {
    const backend = createLocalBackend({ dataDir, log: silent, staffVerifier: null });
    const { inboxApi } = backend.functions;
    if (!inboxApi) throw new Error('no inboxApi stand-in');
    const server = createServer((req, res) => void inboxApi(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${at}/api/inbox/messages`)).status).toBe(503);
      const other = await fetch(`${at}/api/inbox`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: { code: 'not-found' } });
    } finally {
      server.close();
    }
  });
});
