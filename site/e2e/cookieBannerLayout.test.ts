import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenControlsIn } from '../browsers/pageChecks';
import {
  collectProblems,
  launchBrowser,
  layoutShifts,
  mobile,
  recordLayoutShifts,
  siteOrigin,
} from './browser';

/** Two frames: the page has drawn what it holds now. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('cookie banner and the page under it', () => {
  it('should never push the page about, even when the full stylesheet is slow to arrive', async () => {
    // A short page, where the footer sits just under the content: anything in the flow above it moves it.
    const context = await browser.newContext({ viewport: mobile });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    // The page's first paint needs only its inline critical CSS; the banner's rules are in the full
    // stylesheet, which here is held until the page has hydrated and drawn itself without it.
    let stylesheetAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      stylesheetAsked = resolve;
    });
    let letStylesheetThrough: () => void = () => undefined;
    const letThrough = new Promise<void>((resolve) => {
      letStylesheetThrough = resolve;
    });
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      stylesheetAsked();
      await letThrough;
      await route.continue();
    });
    await page.goto(new URL('/careers', siteOrigin()).href, { waitUntil: 'domcontentloaded' });
    await asked;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(nextFrames);
    letStylesheetThrough();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // Drawn with the banner: a shift it caused is measured in that frame.
    await page.evaluate(nextFrames);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('cookie banner and the open phone menu', () => {
  // A first visit on a phone: the banner is up, and the visitor goes for the menu before answering it.
  it.each([
    ['a phone', mobile],
    ['a small phone', { width: 320, height: 568 }],
  ])(
    'should leave every link of the menu, Services open, and the banner reachable on %s',
    async (_name, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(new URL('/', siteOrigin()).href);
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.locator('header summary', { hasText: 'Open menu' }).click();
      await page.locator('header summary', { hasText: 'Services' }).click();
      expect(await page.evaluate(hiddenControlsIn, 'header details nav')).toEqual([]);
      expect(await page.evaluate(hiddenControlsIn, 'section[aria-label="Cookie consent"]')).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
