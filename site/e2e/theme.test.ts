import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeStorage } from '../src/content/cookies';
import { collectProblems, desktop, launchBrowser, open, siteOrigin, withConsent } from './browser';
import {
  bodyBackground,
  darkSurface,
  firstFrame,
  lightSurface,
  newPage,
  recordFirstFrame,
  withStoredTheme,
} from './themeDriver';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the theme without script', () => {
  it.each(['/', '/about', '/no/such/page'])(
    'given a device set to dark, should paint %s dark with JavaScript off',
    async (url) => {
      const { context, page } = await newPage(browser, { colorScheme: 'dark', javaScriptEnabled: false });
      await page.goto(new URL(url, siteOrigin()).href);
      expect(await bodyBackground(page)).toBe(darkSurface);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      // Without script no choice can be kept, so the control that offers one is not shown.
      expect(await page.getByRole('group', { name: 'Theme' }).isVisible()).toBe(false);
      await context.close();
    },
  );

  it('given a device set to light, should paint light with JavaScript off', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', javaScriptEnabled: false });
    await page.goto(new URL('/', siteOrigin()).href);
    expect(await bodyBackground(page)).toBe(lightSurface);
    await context.close();
  });
});

describe('a stored choice', () => {
  it('given Dark was chosen on a light device, should be dark from the first frame with only the head script run', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', viewport: desktop });
    await withStoredTheme(page, 'dark');
    await recordFirstFrame(page);
    // The app's scripts never arrive: whatever is dark is the inline head script's doing.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(new URL('/', siteOrigin()).href);
    expect(await firstFrame(page)).toEqual({ theme: 'dark', colorScheme: 'dark', body: darkSurface });
    // The footer's radio says so, though the app never hydrated.
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await context.close();
  });

  it('given Light was chosen on a dark device, should be light from the first frame', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark', viewport: desktop });
    await withStoredTheme(page, 'light');
    await recordFirstFrame(page);
    await page.goto(new URL('/no/such/page', siteOrigin()).href);
    expect(await firstFrame(page)).toEqual({ theme: 'light', colorScheme: 'light', body: lightSurface });
    await context.close();
  });
});

describe('choosing in the footer', () => {
  it('should apply at once and hold across pages and reloads, within the CSP', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', viewport: desktop });
    const problems = collectProblems(page);
    await withConsent(page, 'declined');
    await open(page, '/');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(darkSurface);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorage.name)).toBe('dark');

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    expect(await bodyBackground(page)).toBe(darkSurface);

    await page.reload();
    expect(await bodyBackground(page)).toBe(darkSurface);
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // System forgets the choice: the device's light setting decides again.
    await page.getByRole('radio', { name: 'System' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(lightSurface);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorage.name)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('should work before the page has hydrated', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', viewport: desktop });
    await withConsent(page, 'declined');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(new URL('/contact', siteOrigin()).href);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(darkSurface);
    await context.close();
  });

  it('should survive withdrawing analytics consent', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', viewport: desktop });
    await withConsent(page, 'accepted');
    await withStoredTheme(page, 'dark');
    await open(page, '/privacy');
    await page.getByRole('radio', { name: /^No, do not use cookies/ }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorage.name)).toBe('dark');
    await context.close();
  });
});
