import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourRules } from './axe';
import { desktop, launchBrowser, mobile, open, siteOrigin } from './browser';
import { expectEnterSkipsTheHeader, expectSkipLinkOnFirstTab } from './skipLinkDriver';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the skip link before the scripts have run', () => {
  let context: BrowserContext;
  const cases = [
    ['with JavaScript off', { javaScriptEnabled: false }],
    ['while the scripts are still on their way', {}],
  ] as const;
  it.each(cases)('should work %s', async (name, options) => {
    context = await browser.newContext({ viewport: mobile, ...options });
    const page = await context.newPage();
    if (name !== 'with JavaScript off') await page.route('**/assets/*.js', () => undefined);
    await page.goto(new URL('/about', siteOrigin()).href, { waitUntil: 'domcontentloaded' });
    await expectSkipLinkOnFirstTab(page, expect);
    await expectEnterSkipsTheHeader(page, expect);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await context.close();
  });
});

describe('the shown skip link', () => {
  it.each(['light', 'dark'] as const)(
    'should keep its text legible in the %s colour scheme',
    async (colorScheme) => {
      const context = await browser.newContext({ viewport: desktop, colorScheme });
      const page = await context.newPage();
      await open(page, '/');
      await expectSkipLinkOnFirstTab(page, expect);
      const { violations } = await new AxeBuilder({ page })
        .include('body > a:first-of-type')
        .withRules(colourRules)
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await context.close();
    },
  );
});
