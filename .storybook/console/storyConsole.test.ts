import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { withPatience } from '../../scripts/patience';
import { openStory } from './openStory';
import { tabPool } from './tabPool';

const origin = inject('storybookOrigin');
const index = (await (await fetch(`${origin}/index.json`)).json()) as {
  entries: Record<string, { id: string; type: 'story' | 'docs'; importPath: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/*
 * One story of each stories file: every file's code loads as a chunk of the production build and runs
 * with animations on, as designers open it. Every story at every width is played by the story projects
 * (Vitest, in development mode) and shown in each theme; they fail on a console error, an uncaught
 * exception or a request that fails (.storybook/storyProblems.ts), and opening each story here again
 * took a sixth of the run's processor time to prove the same.
 */
const seenFiles = new Set<string>();
const storyIds = stories
  .filter((entry) => !seenFiles.has(entry.importPath) && seenFiles.add(entry.importPath))
  .map((entry) => entry.id);

// As many tabs as stories run at once (maxConcurrency in vitest.console.config.ts).
const tabs = 4;
let browser: Browser;
let withTab: Awaited<ReturnType<typeof tabPool>>;
beforeAll(async () => {
  browser = withPatience(await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }));
  withTab = await tabPool(browser, tabs);
});
afterAll(() => browser.close());

test('the served Storybook lists its stories', () => {
  expect(stories.length).toBeGreaterThan(100);
});

/*
 * The a11y addon checks every story with axe as it opens, and that check was a fifth of this
 * project's time (97 s against 77 s without it). The story projects run the same check on every
 * story at every width (every rule in light, the colour rules in dark), failing on any error it
 * throws, so here it runs on one story:
 * enough to show the served build loads and runs it.
 */
const storyWithAxe = storyIds[0];

describe.concurrent('a story opened on its own in the served Storybook', () => {
  test.for(storyIds)(
    '%s (the first of its file) logs no error and requests nothing that fails',
    async (id) => {
      const problems = await withTab((page) => openStory(page, origin, id, { axe: id === storyWithAxe }));
      expect(problems).toEqual([]);
    },
  );
});
