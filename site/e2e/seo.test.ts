import { openRoles, roleRouteId } from '../src/content/jobs/openRoles';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './browser';
import { routeCases } from './expectedHeadings';

const get = (path: string) => fetch(new URL(path, siteOrigin()));

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

// The origin canonical links name is the build's (SITE_ORIGIN or the company's site), not the test
// server's: every page and the sitemap must agree on it.
const publicOrigin = async () => {
  const home = canonicalOf(await (await get('/')).text());
  if (!home) throw new Error('The home page names no canonical URL');
  return new URL(home).origin;
};

describe('what search engines read', () => {
  it.each(routeCases)('$url should name its own absolute canonical URL (none for the 404)', async (route) => {
    const html = await (await get(route.url)).text();
    const origin = await publicOrigin();
    expect(canonicalOf(html)).toBe(route.path === '*' ? undefined : new URL(route.path, origin).href);
  });

  it('should list exactly the indexable pages in the sitemap', async () => {
    const origin = await publicOrigin();
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const indexable = routeCases.filter((r) => r.path !== '*' && !r.meta.noIndex);
    expect(listed).toEqual(indexable.map((r) => new URL(r.path, origin).href));
    expect(indexable.map((r) => r.id)).toEqual([
      'home',
      'about',
      'services',
      'epos-table-ordering',
      'jobs',
      // Every role open when the site was built.
      ...openRoles.map(roleRouteId),
      'jobs-speculative',
      'careers',
      'careers-privacy',
      'privacy',
      'contact',
    ]);
  });
});
