import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, siteOrigin, withConsent } from './browser';
import {
  bodyBackground,
  darkSurface,
  firstFrame,
  lightSurface,
  newPage,
  recordFirstFrame,
  withStoredTheme,
} from './themeDriver';

/*
 * The theme before any script of the app has run, which only Chromium's driver can arrange here
 * (scripts refused at the network, a stored choice set before the first byte): the head script
 * paints a stored choice from the first frame, and the footer's radios work before hydration. The
 * choosing itself, in every engine, is the theme journey's (browsers/journeys/theme.test.ts).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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
  it('should work before the page has hydrated', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light', viewport: desktop });
    await withConsent(page, 'declined');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(new URL('/contact', siteOrigin()).href);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(darkSurface);
    await context.close();
  });
});
