import type { Page } from 'playwright';
import type { ExpectStatic } from 'vitest';
import { skipLinkLabel } from '../src/content/navigation';

/** What has focus: the skip link, <main>, something inside <main>, or else its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.tagName === 'MAIN') return 'main';
    if (active.closest('main')) return 'inside main';
    return `${active.tagName.toLowerCase()} "${active.textContent.trim().slice(0, 40)}"`;
  });

/*
 * Each check takes the running test's `expect`: in tests run side by side, a poll must know which
 * test it belongs to.
 */

/** Tab, then the focused link must be the skip link, drawn on screen at a readable size. */
export async function expectSkipLinkOnFirstTab(page: Page, expect: ExpectStatic) {
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
export async function expectEnterSkipsTheHeader(page: Page, expect: ExpectStatic) {
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('main');
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe('inside main');
}
