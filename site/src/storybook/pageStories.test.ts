import { describe, expect, it } from 'vitest';
import { filteredJobsPages } from '../content/pages/jobsFiltered';
import { pageRoutes } from '../routeTable';

interface StoryModule {
  default: { title?: string; args?: { path?: string } };
  [exportName: string]: unknown;
}

// Every page story file, as Storybook collects them (.storybook/main.ts: site/src/**/*.stories.tsx).
const storyModules = import.meta.glob<StoryModule>('../routes/**/*Page.stories.tsx', { eager: true });

const pathOf = (story: unknown): string | undefined =>
  typeof story === 'object' && story !== null && 'args' in story
    ? (story.args as { path?: string } | undefined)?.path
    : undefined;

/** Every path some page story opens (a story's own args.path, else its file's). */
const storyPaths = Object.values(storyModules).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([, story]) => (pathOf(story) ?? module.default.args?.path)?.split('?')[0]),
);

describe('page stories', () => {
  it('show every route of the route table', () => {
    // The filtered lists of roles are one page, one module, one layout: a story of one stands for all.
    const filtered = new Set(Object.keys(filteredJobsPages));
    const missing = pageRoutes.filter(
      (r) => r.path !== '*' && !filtered.has(r.id) && !storyPaths.includes(r.path),
    );
    expect(missing.map((r) => r.path)).toEqual([]);
    const filteredPaths = Object.values(filteredJobsPages).map((page) => page.path);
    expect(filteredPaths.filter((path) => storyPaths.includes(path))).not.toHaveLength(0);
  });

  it('show the not-found page at a path the table does not know', () => {
    const known = new Set(pageRoutes.map((r) => r.path));
    expect(storyPaths.some((path) => path !== undefined && !known.has(path))).toBe(true);
  });

  it('sit under Pages/ in the sidebar', () => {
    for (const module of Object.values(storyModules)) expect(module.default.title).toMatch(/^Pages\//);
  });
});
