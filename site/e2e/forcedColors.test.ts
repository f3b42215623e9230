import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, mobile, open } from './browser';

/*
 * Windows High Contrast (forced colours) paints every background in the system's Canvas colour, so a
 * control drawn by its fill alone becomes bare text. Each control must keep a visible edge (a border,
 * which the system then draws), and focus must stay visible.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Buttons, disclosure toggles and links drawn as buttons (a fill or a border of their own). */
const controlsWithoutEdge = (page: Page) =>
  page.evaluate(() => {
    const visible = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const drawnAsButton = (el: Element) => {
      if (el.tagName !== 'A') return true;
      const style = getComputedStyle(el);
      return parseFloat(style.borderTopWidth) > 0 || parseFloat(style.paddingLeft) >= 12;
    };
    const edgeless = (el: Element) => {
      const style = getComputedStyle(el);
      return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1;
    };
    return [...document.querySelectorAll('button, summary, a')]
      .filter((el) => visible(el) && drawnAsButton(el) && edgeless(el))
      .map((el) => el.outerHTML.slice(0, 80));
  });

describe.each([
  ['desktop', desktop],
  ['phone', mobile],
])('forced colours at %s width', (_name, viewport) => {
  it.each(['/', '/contact'])('should give every button on %s a visible edge', async (url) => {
    const context = await browser.newContext({ viewport, forcedColors: 'active' });
    const page = await context.newPage();
    await open(page, url);
    if (viewport === mobile) await page.locator('header summary').first().click();
    expect(await controlsWithoutEdge(page)).toEqual([]);
    await context.close();
  });

  it('should keep the keyboard focus ring visible', async () => {
    const context = await browser.newContext({ viewport, forcedColors: 'active' });
    const page = await context.newPage();
    await open(page, '/');
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement ?? document.body);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
    await context.close();
  });
});
