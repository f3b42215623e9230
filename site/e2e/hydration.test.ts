import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, open, siteOrigin, withConsent } from './browser';
import { danglingIdReferences, renderIslandsOnTheClient, snapshotDocument } from './domSnapshot';
import { routeCases } from './expectedHeadings';
import { documentTitle } from '../src/seo/pageMeta';

/*
 * The browser runs preact/compat while the prerender runs React (src/runtime/preactClientPlugin.ts),
 * and Preact, unlike React, repairs a mismatch silently instead of reporting it. So hydration is
 * checked here by its result: the document a visitor without JavaScript gets and the one whose
 * islands have hydrated must match. Hydration repairs text but keeps every prerendered attribute as
 * it is, right or wrong, so the client's own render of each island (rendered from nothing into its
 * root, with the props the page carries) must match it too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The local backend's banner: `pnpm start` (which serves this run) shows it, in the browser only.
// The cookie settings show the stored choice, which only the browser knows: like the cookie banner,
// they decide it after mounting, so they differ from the prerender by design. So does the staff
// inbox: who is signed in is known only in the browser, so its prerendered placeholder gives way.
const skip = [
  'aside[aria-label="Development preview"]',
  '#cookie-settings [data-state]',
  '[data-island="inbox"] [data-state]',
];
// A tall window, so every Reveal/Stagger starts on screen and nothing is hidden for an entrance.
const tallWindow = { viewport: { width: 1280, height: 12000 } };

// The document a visitor without JavaScript gets, once per URL.
const prerenderedSnapshots = new Map<string, Promise<string[]>>();
async function snapshotPrerendered(url: string): Promise<string[]> {
  const withoutScripts = await browser.newContext(tallWindow);
  const staticPage = await withoutScripts.newPage();
  await withConsent(staticPage);
  // The inline scripts still run; the application's modules never load, so it never hydrates.
  await staticPage.route('**/assets/*.js', (route) => route.abort());
  await open(staticPage, url, { hydrated: false });
  const snapshot = await snapshotDocument(staticPage, { skip });
  await withoutScripts.close();
  return snapshot;
}
const prerenderedSnapshot = (url: string) => {
  const snapshot = prerenderedSnapshots.get(url) ?? snapshotPrerendered(url);
  prerenderedSnapshots.set(url, snapshot);
  return snapshot;
};

describe.each(routeCases)('$url', ({ url }) => {
  it('should hydrate to the same document the prerendered HTML shows, with no warning', async () => {
    const prerendered = await prerenderedSnapshot(url);
    const context = await browser.newContext(tallWindow);
    const page = await context.newPage();
    await withConsent(page);
    const problems = collectProblems(page, { warnings: true });
    await open(page, url);
    const hydrated = await snapshotDocument(page, { skip });

    expect(hydrated).toEqual(prerendered);
    await expect(danglingIdReferences(page)).resolves.toEqual([]);
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});

// Attributes come from a page's code, not its copy: one route per page module (the placeholders share one).
const onePerModule = routeCases.filter((route, i, all) => all.findIndex((r) => r.file === route.file) === i);

describe.each(onePerModule)('$url with its islands rendered on the client', ({ url }) => {
  it('should render, attribute for attribute, what was prerendered', async () => {
    const prerendered = await prerenderedSnapshot(url);
    const context = await browser.newContext(tallWindow);
    const page = await context.newPage();
    await withConsent(page);
    await renderIslandsOnTheClient(page);
    await open(page, url);
    const clientRendered = await snapshotDocument(page, { skip });

    expect(clientRendered).toEqual(prerendered);
    await context.close();
  });
});

const about = routeCases.find((route) => route.id === 'about');
if (!about) throw new Error('The route table has no about page');

describe('after following a link', () => {
  it("should carry the new page's head: its title, canonical, description, one viewport and its own security policy", async () => {
    const page = await browser.newPage();
    await withConsent(page);
    const problems = collectProblems(page, { warnings: true });
    await open(page, '/');
    const homeCanonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    // Each page is a page load of its own, with the policy its build wrote (its critical CSS's hash).
    const served = await (await fetch(new URL('/about', siteOrigin()))).text();
    const aboutPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(served)?.[1];
    await expect(page.title()).resolves.toBe(documentTitle(about.meta.title));
    const head = await page.evaluate(() => ({
      viewports: [...document.querySelectorAll('meta[name="viewport"]')].map((m) =>
        m.getAttribute('content'),
      ),
      policies: [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((m) =>
        m.getAttribute('content'),
      ),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    expect(head).toEqual({
      viewports: ['width=device-width, initial-scale=1'],
      policies: [aboutPolicy],
      canonical: new URL('/about', homeCanonical ?? undefined).href,
      description: about.meta.description,
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the first paint', () => {
  it('should come before any script is even requested', async () => {
    const page = await browser.newPage();
    await withConsent(page);
    await open(page, '/');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.firstScript).toBeGreaterThan(timing.paint);
    await page.close();
  });
});
