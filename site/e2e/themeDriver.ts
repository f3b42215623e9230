import type { Browser, BrowserContextOptions, Page } from 'playwright';
// The token values alone (no styles): tests run in Node.
import { darkColors, lightColors } from '@rico/design-system/tokens';
import { themeStorage } from '../src/content/cookies';

/** A palette colour as the browser computes it. */
export const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
export const darkSurface = rgb(darkColors.surface);
export const lightSurface = rgb(lightColors.surface);

export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** A visitor who picked a theme on an earlier visit. */
export async function withStoredTheme(page: Page, choice: 'light' | 'dark') {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: themeStorage.name,
    value: choice,
  });
}

/**
 * Records the theme of the page's first rendered frame (call before loading): a frame's callbacks run
 * just before it is painted, so what they see is what the visitor first sees.
 */
export async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      Object.assign(window, {
        firstFrame: {
          theme: root.getAttribute('data-theme'),
          colorScheme: getComputedStyle(root).colorScheme,
          body: getComputedStyle(document.body).backgroundColor,
        },
      });
    });
  });
}

export const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
    .then((handle) => handle.jsonValue());

export async function newPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}
