import { describe, expect, it } from 'vitest';
import firebaseConfig from '../../firebase.json' with { type: 'json' };
import { siteOrigin } from './browser';

const get = (path: string) => fetch(new URL(path, siteOrigin()), { redirect: 'manual' });

describe('the site as hosted', () => {
  it('should answer an unknown path with status 404 and the not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - Page Not Found');
  });

  it('should serve clean URLs directly and redirect a trailing slash once', async () => {
    expect((await get('/about')).status).toBe(200);
    const slash = await get('/about/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/about');
  });

  it('should send the security headers and a per-page script-hash policy', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/,
    );
    expect(html).not.toContain('unsafe-inline');
  });

  it('should leave the scripts out of the first paint: no modulepreload, hydration on load or input', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("addEventListener('load', afterPaint, { once: true })");
  });

  it('should cache hashed assets for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /href="(\/assets\/[^"#]+\.css)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? '');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('should publish sitemap.xml and robots.txt from the route table', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/services/epos-table-ordering</loc>');
    // A Coming Soon page stays out; the confirmation after an application too.
    expect(sitemap).not.toContain('/blog</loc>');
    expect(sitemap).not.toContain('/jobs/applied</loc>');
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('should answer the local backend health check on the same origin', async () => {
    const response = await get('/__backend/health');
    expect(response.status).toBe(200);
  });

  // One set of security headers for the whole origin: the static pages (Hosting's), the form's
  // answers (the function behind the rewrite) and the local backend's pages alike. A browser that
  // isolates pages by their opener policy (WebKit) reloads a page on Back across a change of it,
  // and the form would come back empty.
  it('should give every answer of the origin the same security headers', async () => {
    const security = firebaseConfig.hosting.headers
      .find((entry) => entry.source === '**')
      ?.headers.filter(({ key }) => key !== 'Cache-Control' && key !== 'Content-Security-Policy');
    expect(security?.map(({ key }) => key)).toContain('Cross-Origin-Opener-Policy');
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(new URL('/contact/send', siteOrigin()), {
        method: 'POST',
        redirect: 'manual',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin(), ...headers },
      });
    const valid =
      'name=Ann+Baker&email=ann%40example.co.uk&interest=data-analytics&message=Please+call+me+about+a+demo.&consent=on';
    const answers = {
      page: await get('/contact'),
      'not found': await get('/no/such/page'),
      asset: await get('/favicon.svg'),
      'form sent (303)': await post(valid),
      'form invalid (400)': await post('name=Ann&email=nope'),
      'form from another site (403)': await post(valid, { origin: 'https://elsewhere.example' }),
      'a post to a page (405)': await fetch(new URL('/about', siteOrigin()), { method: 'POST' }),
      "the local backend's page": await get('/__backend/'),
    };
    const missing = Object.entries(answers).flatMap(([name, response]) =>
      (security ?? [])
        .filter(({ key, value }) => response.headers.get(key) !== value)
        .map(({ key }) => `${name} (${response.status}): ${key} is ${response.headers.get(key)}`),
    );
    expect(missing).toEqual([]);
    for (const response of Object.values(answers)) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
