import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, open } from './browser';
import { colourRules, summariseViolations } from './axe';
import { routeCases } from './expectedHeadings';
import { darkInk, darkSurface, bodyBackground, withStoredTheme } from './themeDriver';

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
 * A stored Dark gets the very palette a dark device gets: the design system applies one set of dark
 * values under both `data-theme="dark"` and the media query (the story projects check every
 * component in it), so on a light device it is enough to show the choice took on every page, by the
 * colours the page ends up with; axe's verdict on those colours is the dark device's runs'.
 */
const darkRuns: [string, string, BrowserContextOptions, boolean][] = [
  [
    'a dark device, desktop',
    'axe at the top and scrolled',
    { colorScheme: 'dark', viewport: desktop },
    false,
  ],
  ['a dark device, phone', 'axe at the top and scrolled', { colorScheme: 'dark', viewport: mobile }, false],
  [
    'Dark chosen on a light device, desktop',
    'its colours',
    { colorScheme: 'light', viewport: desktop },
    true,
  ],
];

// Without a cookie choice, so the banner is checked in dark too.
describe.concurrent.each(routeCases)('the dark theme on $url', ({ url }) => {
  it.each(darkRuns)('should be right with %s: %s', async (_name, _what, options, stored) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    if (stored) await withStoredTheme(page, 'dark');
    await open(page, url);
    expect(await bodyBackground(page)).toBe(darkSurface);
    if (stored) expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(darkInk);
    else expect(await axeTopAndScrolled(page)).toEqual([]);
    await context.close();
  });
});
