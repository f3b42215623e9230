import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectProblems, launchBrowser, open } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  // A fresh profile: no consent stored yet.
  context = await browser.newContext();
  page = await context.newPage();
  problems = collectProblems(page);
  await open(page, '/');
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await context.close();
});

const banner = () => page.getByRole('region', { name: 'Cookie consent' });
const stored = () => page.evaluate(() => localStorage.getItem('cookie-consent'));

describe('cookie banner', () => {
  it('should show the spec’s notice with a Learn more link to /privacy until the visitor chooses', async () => {
    await banner().waitFor();
    expect(await banner().textContent()).toContain(
      'We use cookies to enhance your browsing experience and provide analytics. By continuing to use our site, you consent to our use of cookies.',
    );
    expect(await banner().getByRole('link', { name: 'Learn more about cookies' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(await stored()).toBeNull();
  });

  it('given Accept, should store accepted, hide, and stay hidden on the next visit', async () => {
    await banner().getByRole('button', { name: 'Accept' }).click();
    await banner().waitFor({ state: 'detached' });
    expect(await stored()).toBe('accepted');
    await open(page, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('given Decline, should store declined, hide, and stay hidden after a reload', async () => {
    await banner().getByRole('button', { name: 'Decline' }).click();
    await banner().waitFor({ state: 'detached' });
    expect(await stored()).toBe('declined');
    await open(page, '/');
    expect(await banner().count()).toBe(0);
  });
});
