import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor } from './headers';
import { readHostingConfig } from './config';

const rules = [
  {
    source: '**',
    headers: [
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'X-A', value: '1' },
    ],
  },
  { source: '/assets/**', headers: [{ key: 'cache-control', value: 'immutable' }] },
];

describe('headersFor', () => {
  it('given several matching rules, should apply all of them with the last value winning', () => {
    expect(headersFor('/assets/a.js', rules)).toEqual({ 'cache-control': 'immutable', 'X-A': '1' });
  });

  it('given a path only "**" matches, should apply that rule alone, the root included', () => {
    expect(headersFor('/', rules)).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' });
    expect(headersFor('/about', rules)).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' });
  });

  it('given a regex rule, should match with it', () => {
    expect(headersFor('/x.jpg', [{ regex: '\\.jpg$', headers: [{ key: 'K', value: 'v' }] }])).toEqual({
      K: 'v',
    });
  });
});

describe('firebase.json hosting headers', () => {
  const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');
  const config = readHostingConfig(firebaseJson);

  it('should cache hashed assets for a year and make every page revalidate', () => {
    expect(headersFor('/assets/root-abc.js', config.headers)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor('/', config.headers)['Cache-Control']).toBe('no-cache');
    expect(headersFor('/services/epos-table-ordering', config.headers)['Cache-Control']).toBe('no-cache');
  });

  it('should send the security headers on every path, the root included', () => {
    for (const path of ['/', '/about', '/assets/a.js', '/nope']) {
      const headers = headersFor(path, config.headers);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBeTruthy();
      expect(headers['Permissions-Policy']).toBeTruthy();
    }
  });

  it('should leave scripts to the per-page policy: the header CSP has no script-src or default-src', () => {
    const csp = headersFor('/', config.headers)['Content-Security-Policy'] ?? '';
    expect(csp).not.toMatch(/script-src|default-src|unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });

  it('should serve clean URLs without a trailing slash and no catch-all rewrite', () => {
    const hosting = (JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: Record<string, unknown> })
      .hosting;
    expect(hosting.public).toBe('site/build/client');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.rewrites).toBeUndefined();
  });
});
