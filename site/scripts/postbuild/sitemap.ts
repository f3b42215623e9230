/** sitemap.xml and robots.txt, from the route table's indexable pages. */
import { encodeXML } from 'entities';

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${encodeXML(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Noindex pages are not disallowed here, as a rule: a crawler must fetch them to read their noindex.
 * The staff inbox is the exception: no page links to it, its shell has nothing to index, and a
 * crawler has no business loading a sign-in page; its noindex header still covers any fetch.
 */
export const disallowedPaths = ['/inbox'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
