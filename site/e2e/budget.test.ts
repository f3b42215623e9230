import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetErrors, measurePages, printWeights } from '../scripts/budget/report';
import { launchBrowser, siteOrigin } from './browser';
import { servedBuildDir } from './servedSite';

/*
 * `pnpm budget` on the build this suite serves (building it a second time for the budget took half
 * a minute of `pnpm test`): the JavaScript and CSS every page makes Chromium fetch, printed per route,
 * failing when a page's JavaScript is over its budget or a page loads Firebase before the form is used.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the budget', () => {
  it("should hold every page's JavaScript within its budget, with no Firebase before the form is used", async () => {
    const weights = await measurePages(
      browser,
      siteOrigin(),
      join(import.meta.dirname, '..', servedBuildDir, 'client'),
    );
    printWeights(weights);
    expect(budgetErrors(weights)).toEqual([]);
  });
});
