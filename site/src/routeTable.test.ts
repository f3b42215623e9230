import { describe, expect, it } from 'vitest';
import { openRoles } from './content/jobs/openRoles';
import { filteredLists } from './content/jobs/roleFilters';
import { pagesByRoute } from './content/pages/byRoute';
import { canonicalPath, notFoundPrerenderPath, pageRoutes, prerenderPaths } from './routeTable';
import { routeMeta, sitemapRoutes } from './seo/routePages';

// Every page the site serves.
const specPaths = [
  '/',
  '/about',
  '/services',
  '/services/epos-table-ordering',
  '/services/application-implementation',
  '/services/cloud-mobile',
  '/services/data-analytics',
  '/services/web-infrastructure',
  '/services/seo-marketing',
  '/products/ricotap',
  '/jobs',
  // The open roles filtered by team, by place and by both: each list that has a role.
  ...filteredLists(openRoles).map((list) => list.path),
  // A page for each role open when the site is built, and the application to none.
  ...openRoles.map((role) => `/jobs/${role.id}`),
  '/jobs/speculative',
  // The confirmation after an application.
  '/jobs/applied',
  '/careers',
  // The recruitment privacy notice the application form links to.
  '/careers/privacy',
  '/blog',
  '/privacy',
  '/terms',
  '/contact',
  // The confirmation after a message posted without script.
  '/contact/sent',
  // The staff inbox (noindex).
  '/inbox',
];

describe('route table', () => {
  it('should have every route of the spec plus a catch-all not-found route', () => {
    expect(pageRoutes.map((r) => r.path).sort()).toEqual([...specPaths, '*'].sort());
  });

  it('should give every route a unique id and content of its own, and every content a route', () => {
    expect(new Set(pageRoutes.map((r) => r.id)).size).toBe(pageRoutes.length);
    expect(Object.keys(pagesByRoute).sort()).toEqual(pageRoutes.map((r) => r.id).sort());
  });

  it('should name a canonical path for every page, noindex ones included, but the not-found page', () => {
    expect(pageRoutes.filter((r) => canonicalPath(r) === undefined).map((r) => r.id)).toEqual(['not-found']);
    expect(canonicalPath({ id: 'jobs', path: '/jobs', file: '' })).toBe('/jobs');
  });

  it('should prerender every page and the not-found page at its own path', () => {
    expect(prerenderPaths.sort()).toEqual([...specPaths, notFoundPrerenderPath].sort());
    expect(specPaths).not.toContain(notFoundPrerenderPath);
  });

  it('should keep the not-found page and the Coming Soon placeholders out of search results', () => {
    const noIndex = pageRoutes.filter((r) => routeMeta(r.id).noIndex).map((r) => r.path);
    expect(noIndex).toContain('*');
    expect(noIndex).toContain('/blog');
    expect(noIndex).toContain('/jobs/applied');
    expect(noIndex).toContain('/services/cloud-mobile');
    expect(noIndex).toContain('/contact/sent');
    expect(noIndex).toContain('/inbox');
    expect(sitemapRoutes.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/services/epos-table-ordering',
      '/jobs',
      ...openRoles.map((role) => `/jobs/${role.id}`),
      '/jobs/speculative',
      '/careers',
      '/careers/privacy',
      '/privacy',
      '/contact',
    ]);
  });
});
