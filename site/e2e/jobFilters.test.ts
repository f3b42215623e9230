import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { openRoles } from '../src/content/jobs/openRoles';
import { rolesFor } from '../src/content/jobs/roleFilters';
import { jobsPage } from '../src/content/pages/jobs';
import { filteredJobsPages } from '../src/content/pages/jobsFiltered';
import { siteOrigin } from './browser';

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
}

const elements = (node: Node): Node[] =>
  (node.children ?? []).flatMap((child) =>
    child.type === 'tag' ? [child, ...elements(child)] : elements(child),
  );
const textOf = (node: Node): string =>
  node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join('');

/*
 * Every filtered list of roles as the host serves it, before any script runs: a visitor with none
 * filters by following these links, so each page must list just its roles and mark its own filters.
 * (The suites that visit every route in browsers visit one of them: they are one page.)
 */
describe.each(Object.values(filteredJobsPages))('the roles filtered at $path', (page) => {
  it('should list just its roles under its own heading, mark its filters and stay out of search results', async () => {
    const response = await fetch(new URL(page.path, siteOrigin()));
    expect(response.status).toBe(200);
    const all = elements(parseDocument(await response.text()));
    expect(all.filter((e) => e.name === 'h2').map(textOf)).toContain(page.title);
    const nav = all.find((e) => e.name === 'nav' && e.attribs?.['aria-label'] === jobsPage.filtersLabel);
    if (!nav) throw new Error(`No ${jobsPage.filtersLabel} navigation on ${page.path}`);
    const inNav = new Set(elements(nav));
    const roleLinks = all
      .filter((e) => e.name === 'a' && !inNav.has(e) && /^\/jobs\/[a-z0-9-]+$/.test(e.attribs?.href ?? ''))
      .map((e) => e.attribs?.href)
      .filter((href) => href !== jobsPage.speculative.action.href);
    expect(roleLinks).toEqual(rolesFor(page.filter, openRoles).map((role) => `/jobs/${role.id}`));
    const current = elements(nav)
      .filter((e) => e.name === 'a' && e.attribs?.['aria-current'] === 'page')
      .map((e) => e.attribs?.href);
    expect(current).toContain(page.path);
    const robots = all.find((e) => e.name === 'meta' && e.attribs?.name === 'robots');
    expect(robots?.attribs?.content).toBe('noindex, follow');
  });
});
