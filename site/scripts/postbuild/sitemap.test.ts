import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('should list each path as an absolute URL on the origin', () => {
    const xml = sitemapXml('https://example.com', ['/', '/about']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/about</loc>');
  });

  it('given a URL with "&", should write it as XML a crawler can read', () => {
    expect(sitemapXml('https://example.com', ['/a?b=1&c=2'])).toContain(
      '<loc>https://example.com/a?b=1&amp;c=2</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('should allow everything but the staff inbox and point at the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
