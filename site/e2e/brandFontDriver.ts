import type { Page, Route } from 'playwright';
import type { ExpectStatic } from 'vitest';
import { layoutShifts } from './browser';

/**
 * Holds the brand font's files until the page has painted in the fallback (call before loading it),
 * so the swap happens on screen however slow the machine: a fixed 1 s delay lost that race on a
 * loaded one (first paint at 2.9 s).
 */
export async function holdFontsUntilFirstPaint(page: Page) {
  await page.route('**/*.woff2', async (route: Route) => {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await route.continue();
  });
}

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
 * The metric-matched fallback is scaled per weight, not per letter, so a line here and there still
 * wraps differently from Figtree, and what follows it moves by a hair as the font swaps in. Measured
 * over every page at both widths, on a first visit: 0 on most; 0.0001-0.0023 where a heading or a
 * lead paragraph rewraps; at most 0.005, /contact's address block at phone width. A fallback lost
 * or badly matched moves whole blocks of text; 0.01 (a tenth of what counts as a good CLS for a
 * whole visit) keeps the hair from growing unnoticed.
 */
const hairOfAShift = 0.01;
const shiftScore = (shifts: string[]) => shifts.reduce((sum, shift) => sum + Number(shift.split(' ')[0]), 0);

/**
 * On a page loaded with its fonts held (`holdFontsUntilFirstPaint`) and its layout shifts recorded
 * (`recordLayoutShifts`): the h1 is drawn in Figtree, a web font and nothing else; the font was
 * preloaded (asked for with the HTML's head, before the first paint, and fetched once) and arrived
 * after the first paint, so the swap was on screen, where it moved nothing but a hair. `where` is
 * the path and the width's name ("/about phone"); `expect` is the running test's.
 */
export async function expectBrandFontSwappedInPlace(page: Page, where: string, expect: ExpectStatic) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // Named after Figtree's default instance ("Figtree Light").
  const fonts = await fontsOfHeading(page);
  expect(fonts.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Figtree/)]);
  expect(fonts.every((font) => font.isCustomFont)).toBe(true);
  const { firstPaint, fontRequests } = await fontTimings(page);
  expect(fontRequests).toHaveLength(1);
  expect(fontRequests[0]?.requested).toBeLessThanOrEqual(firstPaint);
  expect(fontRequests[0]?.arrived).toBeGreaterThan(firstPaint);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await layoutShifts(page);
  expect(
    shiftScore(shifts),
    `layout shifts on ${where} as the font swapped in: ${shifts.join('; ')}`,
  ).toBeLessThan(hairOfAShift);
}
