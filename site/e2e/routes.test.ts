import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle } from '../src/seo/pageMeta';
import { collectProblems, launchBrowser, open, withConsent } from './browser';
import { expectedHeadings, routeCases } from './expectedHeadings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The browser reports the 404 status of the not-found page's own document; nothing else may appear.
const notFoundDocument = /Failed to load resource: the server responded with a status of 404/;

describe.concurrent.each(routeCases)('$url ($id)', ({ id, url, path, meta }) => {
  it('should render its h1 and title, hydrate, and log no error or CSP violation', async () => {
    const page = await browser.newPage();
    await withConsent(page);
    const problems = collectProblems(page);
    const response = await open(page, url);

    expect(response.status()).toBe(path === '*' ? 404 : 200);
    await expect(page.title()).resolves.toBe(documentTitle(meta.title));
    const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
    expect(headings).toEqual([expectedHeadings[id]]);
    const unexpected = path === '*' ? problems.filter((p) => !notFoundDocument.test(p)) : problems;
    expect(unexpected).toEqual([]);
    await page.close();
  });

  it('should serve its content, title and metadata without JavaScript', async () => {
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
