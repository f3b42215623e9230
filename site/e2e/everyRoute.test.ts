import type { Browser } from 'playwright';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { documentTitle } from '../src/seo/pageMeta';
import { axeColoursScrolled, axeEveryRule } from './axe';
import { expectBrandFontSwappedInPlace, holdFontsUntilFirstPaint } from './brandFontDriver';
import { collectProblems, desktop, launchBrowser, mobile, open, recordLayoutShifts } from './browser';
import { expectedHeadings, routeCases } from './expectedHeadings';
import { expectEnterSkipsTheHeader, expectSkipLinkOnFirstTab } from './skipLinkDriver';
import { themeHeadScript } from '../src/lib/theme/themeHeadScript';
import { bodyBackground, darkSurface } from './themeDriver';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The browser reports the 404 status of the not-found page's own document; nothing else may appear.
const notFoundDocument = /Failed to load resource: the server responded with a status of 404/;

// Pages checked side by side share one keyboard focus in the browser: a Tab pressed on one page while
// another is being tabbed through moved focus between them. Only the keyboard steps wait their turn.
const oneKeyboardAtATime = pLimit(1);

/*
 * Every route as a first visitor meets it, at a desktop and a phone width, in one visit each: nothing
 * cached, no cookie choice yet (so the banner is up and checked on every page), the brand font
 * arriving after the page has painted in its fallback. Each visit checks what Chromium's driver alone
 * can see, in the order a visitor meets them: the page itself (its status, the theme's head script,
 * hydrated with no console error, warning or CSP violation), the font swap (Chromium's own Layout
 * Instability API and the fonts its DevTools say were drawn), axe, the skip link by keyboard, and
 * then the dark theme. A visit per concern would load each page about eleven times; one visit checks
 * the same things. Its title, its heading and what every engine can check of it are the routes
 * journey's (browsers/journeys/routes.test.ts), in Chromium, Firefox and WebKit.
 *
 * The dark palette is the design system's CSS under `prefers-color-scheme: dark` (no script reads
 * it), so switching the preference on the loaded page repaints it exactly as a dark device paints
 * it; the dark first frame, before any script, is themeBeforeScripts.test.ts's. In the dark, axe looks at the
 * page scrolled, the header translucent over its content: every page's story has its dark colours
 * checked at the top, at both widths, by the story projects.
 *
 * A stored Light or Dark is applied by the head script every page carries (from the root layout),
 * before the first paint: themeBeforeScripts.test.ts shows that it works; here each page shows it has the script
 * and that the script runs within the page's own security policy (a blocked script is a console
 * error). A visit per page with Dark stored proved the same thing again on every page.
 */
describe.concurrent.each(routeCases)('a first visit to $url', ({ id, url, path, meta }) => {
  it.for([
    ['desktop', desktop],
    ['phone', mobile],
  ] as const)(
    'at %s width: the page, its font swap, axe, the skip link and the dark theme',
    async ([name, viewport], { expect }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = collectProblems(page, { warnings: true });
      await recordLayoutShifts(page);
      await holdFontsUntilFirstPaint(page);
      const response = await open(page, url);

      expect(response.status()).toBe(path === '*' ? 404 : 200);
      expect(await response.text(), 'the theme head script').toContain(`<script>${themeHeadScript}</script>`);
      await expectBrandFontSwappedInPlace(page, `${url} ${name}`, expect);
      expect(await axeEveryRule(page), 'axe, every rule, light').toEqual([]);

      await oneKeyboardAtATime(async () => {
        await page.bringToFront();
        await expectSkipLinkOnFirstTab(page, expect);
        await expectEnterSkipsTheHeader(page, expect);
      });

      // Back to the top with nothing focused, as a dark device's visitor first sees it.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
      });
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await bodyBackground(page)).toBe(darkSurface);
      expect(await axeColoursScrolled(page), 'axe, colour rules, dark').toEqual([]);

      const unexpected = path === '*' ? problems.filter((p) => !notFoundDocument.test(p)) : problems;
      expect(unexpected).toEqual([]);
      await context.close();
    },
  );

  it('without JavaScript: its content, title and metadata', async ({ expect }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, url, { hydrated: false });
    await expect(page.title()).resolves.toBe(documentTitle(meta.title));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expectedHeadings[id]);
    const robots = await page.evaluate(
      () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    );
    expect(robots).toBe(meta.noIndex ? 'noindex, follow' : null);
    await context.close();
  });
});
