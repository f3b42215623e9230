import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { desktop, launchBrowser, mobile, open, withConsent } from './browser';

/*
 * Scrolled, the header is translucent: whatever passes beneath shows through and changes the colour
 * its text sits on. The darkest thing that passes beneath is a dark band (the closing call to
 * action, dark sections, the footer), so axe measures the header with one right under it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pagesWithADarkBand = ['/', '/about', '/services', '/services/epos-table-ordering'];

describe.concurrent.each(pagesWithADarkBand)('the scrolled header on %s', (url) => {
  // `it.for` hands each test its own `expect`: these tests run side by side, and `expect.poll`
  // called on the shared one cannot tell which of them is polling ("must be called inside a test");
  // likewise its own `onTestFinished`.
  it.for([
    ['desktop', desktop],
    ['phone', mobile],
  ] as const)(
    'should pass axe at %s width with a dark band beneath it',
    async ([, viewport], { expect, onTestFinished }) => {
      const context = await browser.newContext({ viewport });
      onTestFinished(() => context.close());
      const page = await context.newPage();
      await withConsent(page);
      await open(page, url);
      const header = page.locator('header').first();

      // The first dark band, scrolled so it fills the space behind the whole bar.
      const scrolled = await page.evaluate(() => {
        const band = [...document.querySelectorAll('main section, main aside, footer')].find((element) => {
          const { backgroundColor } = getComputedStyle(element);
          const [r = 255, g = 255, b = 255] = backgroundColor.match(/\d+/g)?.map(Number) ?? [];
          return r + g + b < 150;
        });
        if (!band) return false;
        window.scrollTo(0, band.getBoundingClientRect().top + window.scrollY + 1);
        return true;
      });
      expect(scrolled, `${url} has a dark band`).toBe(true);
      // A busy machine is slow to get there, never wrong: the polls wait as long as the suite allows.
      await expect.poll(() => header.getAttribute('data-state')).toBe('scrolled');
      // The background fades in; measure the colour it settles on.
      await expect.poll(() => header.evaluate((element) => element.getAnimations().length)).toBe(0);

      const { violations, incomplete } = await new AxeBuilder({ page }).include('header').analyze();
      const summarise = (results: typeof violations) =>
        results.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' | ')}`);
      expect(summarise(violations)).toEqual([]);
      // Contrast axe could not decide (the band not wholly behind the header) would make this pass unseen.
      expect(summarise(incomplete.filter((result) => result.id === 'color-contrast'))).toEqual([]);
    },
  );
});
