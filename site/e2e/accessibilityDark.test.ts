import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, open } from './browser';
import { colourRules, summariseViolations } from './axe';
import { routeCases } from './expectedHeadings';
import { darkSurface, bodyBackground, withStoredTheme } from './themeDriver';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The dark theme changes colours only (the design system's dark values are colour, translucency and
 * shadow variables, and `color-scheme`), so the page the dark runs check is the light runs' page
 * (accessibility.test.ts, every axe rule) in other colours. Here, only the rules whose verdict a
 * colour can change: every rule would take about twice as long per check (0.75-1 s against 0.45 s
 * on a route, measured here) to repeat what the light runs found.
 */
const axeColours = (page: Page) => new AxeBuilder({ page }).withRules(colourRules).analyze();

/** axe's colour rules at the top of the page, then halfway down: the header is translucent once scrolled. */
async function axeTopAndScrolled(page: Page) {
  const top = await axeColours(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForSelector('header[data-state="scrolled"]');
  // The header's background fades in and sections entering the view rise and fade in: measure the
  // colours they settle on, not a frame halfway through.
  // Staggered entrances start one after another (a tenth of a second apart), so an animation can
  // begin after the others were awaited: wait until none is running twice in a row, a quarter of a
  // second apart (longer than a stagger step).
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
    for (let quietChecks = 0; quietChecks < 2;) {
      const pending = running();
      if (pending.length === 0) quietChecks += 1;
      else quietChecks = 0;
      await Promise.all(pending.map((animation) => animation.finished));
      await pause();
    }
  });
  const scrolled = await axeColours(page);
  return [
    ...summariseViolations(top.violations),
    ...summariseViolations(scrolled.violations).map((v) => `scrolled ${v}`),
  ];
}

/**
 * A stored Dark gets the very palette a dark device gets (the design system applies one set of dark
 * values under both `data-theme="dark"` and the media query), so at the top of the page is enough to
 * show the choice took; the scrolled page is covered by the device's runs.
 */
const darkRuns: [string, BrowserContextOptions, boolean, string][] = [
  ['a dark device, desktop', { colorScheme: 'dark', viewport: desktop }, false, 'at the top and scrolled'],
  ['a dark device, phone', { colorScheme: 'dark', viewport: mobile }, false, 'at the top and scrolled'],
  ['Dark chosen on a light device, desktop', { colorScheme: 'light', viewport: desktop }, true, 'at the top'],
];

// Without a cookie choice, so the banner is checked in dark too.
describe.concurrent.each(routeCases)('axe in the dark theme on $url', ({ url }) => {
  it.each(darkRuns)('should find no violation with %s, %s', async (_name, options, stored) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    if (stored) await withStoredTheme(page, 'dark');
    await open(page, url);
    expect(await bodyBackground(page)).toBe(darkSurface);
    const violations = stored
      ? summariseViolations((await axeColours(page)).violations)
      : await axeTopAndScrolled(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});
