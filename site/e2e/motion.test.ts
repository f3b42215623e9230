import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, mobile, open, withConsent } from './browser';

/*
 * The entrance animations on the built site (Reveal/Stagger; the stories test them in detail): on a
 * phone, the home page's later sections wait below the fold and enter on scroll, and the animation
 * code loads only then. Visitors who ask for reduced motion get nothing hidden and nothing moving.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const opacities = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((e) => Number(getComputedStyle(e).opacity)));

const entranceCode = (url: string) => /\/assets\/playEntrance-[\w-]+\.js$/.test(url);

describe('entrances on the home page, on a phone', () => {
  it('should keep what is on screen visible, and bring the sections below in as they scroll into view', async () => {
    const page = await browser.newPage({ viewport: mobile });
    await withConsent(page);
    const problems = collectProblems(page);
    await open(page, '/');

    await expect(opacities(page, 'h1')).resolves.toEqual([1]);
    const entrances = page.locator('[data-reveal]');
    const firstWaiting = await entrances.evaluateAll((elements) =>
      elements.findIndex((element) => element.getAttribute('data-reveal') === 'waiting'),
    );
    expect(firstWaiting).toBeGreaterThan(-1);
    const waiting = entrances.nth(firstWaiting);
    await expect(
      waiting.evaluate((e) => [...e.children].map((c) => getComputedStyle(c).opacity)),
    ).resolves.toContain('0');
    await waiting.scrollIntoViewIfNeeded();
    await expect.poll(() => waiting.getAttribute('data-reveal')).toBe('entering');
    await expect
      .poll(() => waiting.evaluate((e) => [...e.children].every((c) => getComputedStyle(c).opacity === '1')))
      .toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('with reduced motion', () => {
  it('should hide nothing, animate nothing and never load the animation code', async () => {
    const context = await browser.newContext({ viewport: mobile, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await withConsent(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, '/');
    // Listening before the wheel turns, so the end of its scroll cannot be missed.
    await page.evaluate(() => {
      const ended = new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
      Object.assign(window, { scrollEnded: ended });
    });
    await page.mouse.wheel(0, 20000);
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<unknown> }).scrollEnded);
    // A rendering update after the scroll: an observer made now reports in the same update as the
    // page's own would (theirs first, being older), so an entrance that was to start has started.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body);
        }),
    );

    await expect(page.locator('[data-reveal="waiting"], [data-reveal="entering"]').count()).resolves.toBe(0);
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((e) => getComputedStyle(e).opacity === '0').length,
    );
    expect(hidden).toBe(0);
    expect(requests.filter(entranceCode)).toEqual([]);
    await context.close();
  });
});
