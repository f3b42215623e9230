import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { themeHeadScript } from '../src/lib/theme/themeHeadScript';
import { collectProblems, desktop, launchBrowser, open, withConsent } from './browser';

let browser: Browser;
let page: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage({ viewport: desktop });
  problems = collectProblems(page);
  await withConsent(page);
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await page.close();
});

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

describe('scroll position', () => {
  it('should run no script of ours while the page is parsed but the theme', async () => {
    const response = await open(page, '/about');
    const html = await response.text();
    const classicScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
    // The theme script is the one exception, by design: a stored Light or Dark must be on <html>
    // before the first paint, so it runs in the head (a few lines, hashed in the CSP).
    const others = classicScripts.filter((body) => body !== themeHeadScript);
    expect(others).toEqual([]);
  });

  it('should come back to where the visitor was after following a link and going back', async () => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(scrollY).toBe(1200);
    // The browser restores a position by the element at the top of the view and its offset, read as
    // the visitor leaves: one caught in its entrance (lifted 24 px by a transform for 0.6 s) would
    // bring them back that much off. A visitor reads before following a link: so does this one, until
    // what entered the view has arrived. "No animation running" alone is not that: the entrance starts
    // a moment after the scroll (the observer's report, then its code loads), and meanwhile the
    // sections wait hidden, lifted, with no animation at all.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-reveal], [data-reveal] > *')].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        if (bottom <= 0 || top >= window.innerHeight) return true;
        const { opacity, transform } = getComputedStyle(element);
        const moving = element.getAnimations().some((animation) => animation.playState === 'running');
        return !moving && opacity === '1' && transform === 'none';
      }),
    );
    // A click where the link is, as a visitor's: Playwright's own click first scrolls its target "into
    // view", and for a link in the sticky header that moves the page.
    const box = await page
      .locator('header')
      .getByRole('link', { name: 'About Us', exact: true })
      .boundingBox();
    if (!box) throw new Error('The header has no visible About Us link');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL('**/about');
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(scrollY).toBe(1200);
  });

  it('should keep the position on a reload', async () => {
    await open(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBe(900);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(scrollY).toBe(900);
  });

  it('should open another page the visitor lands on at its top, whatever the last one was scrolled to', async () => {
    await open(page, '/services');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBe(900);
    // A new document in the same tab (typed, or a link from another site): no position of its own.
    // The browser restores a position while the document loads, by the load event at the latest;
    // open() waits past it, past hydration and the full stylesheet, and two frames more.
    await open(page, '/about');
    expect(await scrollY()).toBe(0);
  });
});
