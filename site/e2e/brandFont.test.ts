import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainNav } from '../src/content/navigation';
import { desktop, launchBrowser, open, withConsent } from './browser';
import { expectedHeadings } from './expectedHeadings';

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

const aboutLink = mainNav.find((item) => item.href === '/about');

describe('the brand font', () => {
  it('should not hold up or change the page a visitor lands on, and download for the next one', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await withConsent(page);
    await open(page, '/');
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'));
      const loaded = navigation && 'loadEventEnd' in navigation ? navigation.loadEventEnd : 0;
      return { loaded, fontRequested: font?.startTime };
    });
    // Downloaded, but only once the page had loaded: nothing before the first paint waited for it.
    expect(timings.fontRequested).toBeGreaterThanOrEqual(timings.loaded);
    // Drawn in the metric-matched fallback, and still so with the font downloaded: no swap moved it.
    const fonts = await fontsOfHeading(page);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.some((font) => font.isCustomFont)).toBe(false);
    await page.close();
  });

  it('should draw the next page in the brand font from its first frame', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await withConsent(page);
    await open(page, '/');
    await page.evaluate(() => {
      // Notes, in the frame the new page's heading first appears in, whether the font is in use.
      const observer = new MutationObserver(() => {
        requestAnimationFrame(() => {
          // FontFace.family comes back quoted when the name has a space.
          const inUse = [...document.fonts].some(
            (f) => f.family.replaceAll('"', '') === 'Figtree Variable' && f.status === 'loaded',
          );
          document.documentElement.dataset.brandFontInFirstFrame = String(inUse);
        });
        observer.disconnect();
      });
      observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    });
    await page.locator('header').getByRole('link', { name: aboutLink?.label, exact: true }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(expectedHeadings.about);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.brandFontInFirstFrame))
      .toBe('true');
    const fonts = await fontsOfHeading(page);
    // A web font, named after Figtree's default instance ("Figtree Light").
    expect(fonts.find((font) => font.isCustomFont)?.familyName).toMatch(/^Figtree/);
    await page.close();
  });
});
