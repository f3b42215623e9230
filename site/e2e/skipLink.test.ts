import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipLinkLabel } from '../src/content/navigation';
import { colourRules } from './axe';
import { desktop, launchBrowser, mobile, open, siteOrigin } from './browser';
import { routeCases } from './expectedHeadings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What has focus: the skip link, <main>, something inside <main>, or else its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.tagName === 'MAIN') return 'main';
    if (active.closest('main')) return 'inside main';
    return `${active.tagName.toLowerCase()} "${active.textContent.trim().slice(0, 40)}"`;
  });

/** Tab, then the focused link must be the skip link, drawn on screen at a readable size. */
async function expectSkipLinkOnFirstTab(page: Page) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: skipLinkLabel, exact: true });
  await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = await link.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(20);
  // On screen, not merely in the layout: inside the viewport.
  expect(box && viewport && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width).toBe(true);
}

/** Enter follows it: focus moves into <main>, and the next Tab goes on into the page's content. */
async function expectEnterSkipsTheHeader(page: Page) {
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('main');
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe('inside main');
}

// A first visit (no stored cookie choice, so the banner shows too), at both widths.
describe.each(routeCases)('the skip link on $url', ({ url }) => {
  it.each([
    ['desktop', desktop],
    ['phone', mobile],
  ])('should be the first Tab stop, shown, and skip the header at %s width', async (_name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await open(page, url);
    await expectSkipLinkOnFirstTab(page);
    await expectEnterSkipsTheHeader(page);
    await context.close();
  });
});

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
    await expectSkipLinkOnFirstTab(page);
    await expectEnterSkipsTheHeader(page);
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
      await expectSkipLinkOnFirstTab(page);
      const { violations } = await new AxeBuilder({ page })
        .include('body > a:first-of-type')
        .withRules(colourRules)
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await context.close();
    },
  );
});
