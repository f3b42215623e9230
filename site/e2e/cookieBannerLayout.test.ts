import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath } from '../src/lib/localBackend/backendHealth';
import {
  collectProblems,
  launchBrowser,
  layoutShifts,
  mobile,
  recordLayoutShifts,
  siteOrigin,
} from './browser';

/** How each preview banner on the page is laid out (fixed, once its stylesheet is in). */
const positionsOfPreviewBanners = () =>
  [...document.querySelectorAll('aside[aria-label="Development preview"]')].map(
    (banner) => getComputedStyle(banner).position,
  );

/**
 * Holds the page's stylesheets at the network until `release` is called; `asked` resolves once the
 * page has asked for one.
 */
async function holdStylesheets(page: Page) {
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Two frames: the page has drawn what it holds now. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Any time will do: only that it stands still matters. */
const stoppedAt = new Date('2026-03-02T09:00:00Z');

/** Keeps the browser's own frame callback where a test can reach it after it stops the page's clock. */
const keepRealFrames = () => {
  Object.assign(window, { realFrame: window.requestAnimationFrame.bind(window) });
};
/** Two frames, counted on the browser's own callback (a stopped page clock holds the page's). */
const nextRealFrames = () => {
  const { realFrame } = window as unknown as { realFrame: typeof requestAnimationFrame };
  return new Promise((resolve) => realFrame(() => realFrame(resolve)));
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('cookie banner and the page under it', () => {
  it('should never push the page about, even when the full stylesheet is slow to arrive', async () => {
    // A short page, where the footer sits just under the content: anything in the flow above it moves it.
    const context = await browser.newContext({ viewport: mobile });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    // The page's first paint needs only its inline critical CSS; the banner's rules are in the full
    // stylesheet, which here is held until the page has hydrated and drawn itself without it.
    const { asked, release: letStylesheetThrough } = await holdStylesheets(page);
    await page.goto(new URL('/careers', siteOrigin()).href, { waitUntil: 'domcontentloaded' });
    await asked;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(nextFrames);
    letStylesheetThrough();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // Drawn with the banner: a shift it caused is measured in that frame.
    await page.evaluate(nextFrames);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  // The local backend can answer the preview banner's health check while the full stylesheet (the
  // rules of both banners) is still on its way, as a busy machine or a slow network can order them.
  // Then both banners appear when it arrives, and the preview banner floats above the cookie banner:
  // drawn at the bottom first and lifted a frame later, it jumps. With reduced motion the banner has
  // no fade: it is fully drawn from its first frame, so any jump is on screen and counted.
  it('should show the preview banner only once styled, above the cookie banner, when the backend answers first', async () => {
    const context = await browser.newContext({ viewport: mobile, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    await page.addInitScript(keepRealFrames);
    const { release: letStylesheetThrough } = await holdStylesheets(page);
    const backendAnswered = page.waitForResponse((response) => response.url().endsWith(healthPath));
    await page.goto(new URL('/careers', siteOrigin()).href, { waitUntil: 'domcontentloaded' });
    await backendAnswered;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Whatever the answer brings is drawn before the stylesheet is let through.
    await page.evaluate(nextRealFrames);
    await page.evaluate(nextRealFrames);
    // Its rules are in that stylesheet too: until it comes, the banner is not shown, rather than
    // shown unstyled at the foot of the page's flow, reserving room and then leaping onto the screen.
    expect(await page.evaluate(positionsOfPreviewBanners)).toEqual([]);

    // From here the page's timers and frame callbacks wait: what the stylesheet's arrival shows must
    // be in place in the frame it appears, not settle over later tasks that a busy phone delays.
    await page.clock.install({ time: stoppedAt });
    await page.clock.pauseAt(stoppedAt);
    letStylesheetThrough();
    const previewBanner = page.getByRole('complementary', { name: 'Development preview' });
    await previewBanner.waitFor();
    await page.evaluate(nextRealFrames);
    expect(await page.evaluate(positionsOfPreviewBanners)).toEqual(['fixed']);
    const cookieBanner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await cookieBanner.count()).toBe(1);
    // And nothing moves once time runs again.
    await page.clock.resume();
    await page.evaluate(nextRealFrames);
    await page.evaluate(nextRealFrames);
    expect(await layoutShifts(page)).toEqual([]);
    // Above the cookie banner, not under it.
    const [cookieTop, previewBottom] = await Promise.all([
      cookieBanner.evaluate((e) => e.getBoundingClientRect().top),
      previewBanner.evaluate((e) => e.getBoundingClientRect().bottom),
    ]);
    expect(previewBottom).toBeLessThan(cookieTop);
    expect(problems).toEqual([]);
    await context.close();
  });
});
