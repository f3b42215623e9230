import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitBody } from './testing/commitBody';
import { callablePath, commitPath, startRawBackend, textPlain } from './testing/rawBackend';

let backend: Awaited<ReturnType<typeof startRawBackend>>;
beforeAll(async () => {
  backend = await startRawBackend();
});
afterAll(async () => {
  await backend.close();
});
const send = (...args: Parameters<typeof backend.post>) => backend.post(...args);
const stored = () => backend.stored();

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
