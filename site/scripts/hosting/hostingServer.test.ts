import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostingServer } from './hostingServer';

// The build's shape (pages as <path>/index.html, 404.html, hashed assets), served with the real
// firebase.json, so these tests pin what the repository deploys, not a copy of it.
const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'about/index.html': '<h1>About</h1>',
  'inbox/index.html': '<h1>Staff inbox</h1>',
  '404.html': '<h1>404 - Page Not Found</h1>',
  'assets/root-abc.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
};

let publicDir = '';
let origin = '';
let close = () => Promise.resolve();

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'rico-hosting-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(publicDir, name)), { recursive: true });
    writeFileSync(join(publicDir, name), text);
  }
  const backend = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/__backend/health') return Promise.resolve(false);
    res.writeHead(200).end('ok');
    return Promise.resolve(true);
  };
  // Stands in for the deployed function firebase.json's rewrite names: says what it was given.
  const submitContactForm = async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    res.writeHead(200).end(`function got ${req.method ?? ''} ${req.url ?? ''} ${body}`);
    return true;
  };
  const inboxApi = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200).end(`inbox got ${req.method ?? ''} ${req.url ?? ''}`);
    return Promise.resolve(true);
  };
  const server = createHostingServer({
    firebaseJson,
    publicDir,
    handlers: [backend],
    functions: { submitContactForm, inboxApi },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  rmSync(publicDir, { recursive: true, force: true });
});

const request = (path: string, init: RequestInit = {}) =>
  fetch(origin + path, { redirect: 'manual', ...init });

describe('the hosting server with firebase.json', () => {
  it('should serve a clean URL from its folder and the root from index.html', async () => {
    expect(await (await request('/about')).text()).toBe(files['about/index.html']);
    expect(await (await request('/')).text()).toBe(files['index.html']);
  });

  it('should redirect a trailing slash or an .html name once to the clean URL, keeping the query', async () => {
    for (const [path, location] of [
      ['/about/?topic=epos', '/about?topic=epos'],
      ['/about/index.html', '/about'],
      ['/index.html', '/'],
    ]) {
      const response = await request(path ?? '');
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('should answer an unknown path with the 404 page and status 404', async () => {
    for (const path of ['/no/such/page', '/about/nope', '/404']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(files['404.html']);
    }
  });

  it('should send the security headers on pages, assets, redirects and the 404 page', async () => {
    for (const path of ['/', '/about', '/about/', '/assets/root-abc.js', '/nope']) {
      const headers = (await request(path)).headers;
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security'), path).toMatch(/max-age=\d{8}/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBeTruthy();
      expect(headers.get('permissions-policy'), path).toBeTruthy();
    }
  });

  it('should leave scripts to the per-page policy: the header CSP has no script-src or default-src', async () => {
    const csp = (await request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src|default-src|unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });

  it('should ask search engines not to index the staff inbox, and say nothing of the kind on other pages', async () => {
    expect((await request('/inbox')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await request('/about')).headers.get('x-robots-tag')).toBeNull();
  });

  it('should cache hashed assets for a year and make pages revalidate', async () => {
    const asset = await request('/assets/root-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await request('/about')).headers.get('cache-control')).toBe('no-cache');
  });

  it('should compress with brotli when the browser accepts it', async () => {
    const response = await request('/assets/root-abc.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('should let the same-origin handlers answer first', async () => {
    expect(await (await request('/__backend/health')).text()).toBe('ok');
  });

  it('should hand the contact form post to the function its rewrite names, body and all', async () => {
    const response = await request('/contact/send', { method: 'POST', body: 'name=Ann' });
    expect(await response.text()).toBe('function got POST /contact/send name=Ann');
  });

  it('should hand every path under a rewritten prefix (a glob) to its function, and nothing beside it', async () => {
    const response = await request('/api/inbox/messages/abc/read?x=1', { method: 'POST' });
    expect(await response.text()).toBe('inbox got POST /api/inbox/messages/abc/read?x=1');
    const beside = await request('/api/inboxes');
    expect(beside.status).toBe(404);
  });

  it('should refuse other methods than GET and HEAD with 405, and a malformed path with 400', async () => {
    const post = await request('/about', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await request('/%E0%A4%A')).status).toBe(400);
  });
});
