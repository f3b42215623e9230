import type { Browser, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  launchBrowser,
  layoutShifts,
  mobile,
  open,
  recordLayoutShifts,
  withConsent,
} from './browser';
import { routeCases } from './expectedHeadings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The fonts the browser actually drew the page's h1 with (the DevTools protocol's answer). */
async function fontsOfHeading(page: Page): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts;
}

/** Once every font the page asked for has arrived (or failed). */
const fontsSettled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
  });

/** When the page first painted, and when each brand font file was asked for and arrived. */
const fontTimings = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
    return {
      firstPaint: paint?.startTime ?? 0,
      fontRequests: fonts.map((font) => ({ requested: font.startTime, arrived: font.responseEnd })),
    };
  });

/**
 * Where the metric-matched fallback still wraps a line differently from Figtree (its widths are
 * scaled per weight, not per letter), so the swap moves something by a hair: a card's text on
 * /services at phone width, and centred headings at desktop width. The two placeholder pages share
 * a centred row of two buttons whose bold labels land within a pixel of Chromium's 3 px threshold,
 * so their swap is counted on some runs and not on others (/terms: 0.0012 on a loaded machine, 0 when
 * quiet). Held to that hair here, so it cannot grow unnoticed; every other page and width must not
 * move at all.
 */
const knownRewraps: Record<string, number> = {
  '/services phone': 0.001,
  '/services/application-implementation desktop': 0.001,
  '/services/web-infrastructure desktop': 0.001,
  '/privacy desktop': 0.002,
  '/terms desktop': 0.002,
};
const shiftScore = (shifts: string[]) => shifts.reduce((sum, shift) => sum + Number(shift.split(' ')[0]), 0);

// Every page, as a first visit (a browser context of its own: nothing cached), at both widths, on a
// line where the font arrives only after the page has painted: the swap then happens on screen.
describe.concurrent.each(routeCases)('the brand font on a first visit to $url', ({ url }) => {
  it.each([
    ['desktop', desktop],
    ['phone', mobile],
  ])(
    'should draw the h1 in Figtree once it arrives, and move nothing as it swaps in (%s)',
    async (name, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await withConsent(page);
      await recordLayoutShifts(page);
      // The font is held until the page has painted in the fallback, so the swap happens on screen
      // however slow the machine (a fixed 1 s delay lost that race on a loaded one: first paint at 2.9 s).
      await page.route('**/*.woff2', async (route: Route) => {
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        await route.continue();
      });
      await open(page, url);
      await fontsSettled(page);
      // A web font, named after Figtree's default instance ("Figtree Light"), and nothing else.
      const fonts = await fontsOfHeading(page);
      expect(fonts.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Figtree/)]);
      expect(fonts.every((font) => font.isCustomFont)).toBe(true);
      // Preloaded: asked for with the HTML's head, before the first paint, and fetched once; painted
      // in the fallback before it arrived, so the swap was on screen, where it moved nothing.
      const { firstPaint, fontRequests } = await fontTimings(page);
      expect(fontRequests).toHaveLength(1);
      expect(fontRequests[0]?.requested).toBeLessThanOrEqual(firstPaint);
      expect(fontRequests[0]?.arrived).toBeGreaterThan(firstPaint);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await layoutShifts(page);
      const allowed = knownRewraps[`${url} ${name}`];
      if (allowed === undefined) expect(shifts).toEqual([]);
      else expect(shiftScore(shifts)).toBeLessThan(allowed);
      await context.close();
    },
  );
});
