import { expect, it } from 'vitest';
import { cookiePolicyVersion } from '../../src/content/cookieBanner';
import { cookieSettings } from '../../src/content/cookies';
import { themeStorageKey } from '../../src/content/themeStorageKey';
import { darkSurface, lightSurface } from '../../e2e/themeDriver';
import { answeredBanner } from '../consent';
import { desktop, journey, phone } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click, focus } from '../interact';
import { drawnContrast } from '../pixels';
import { hydratedWithStylesheet, open, problemsOf, waitFor, withStored } from '../visit';

const radio = (value: string) => `footer input[name="theme"][value="${value}"]`;
const background = (page: EnginePage, css = 'body') =>
  page.evaluate(
    (selector) => getComputedStyle(document.querySelector(selector) as Element).backgroundColor,
    css,
  );
const paintedIn = (page: EnginePage, surface: string) =>
  waitFor(
    page,
    `the page painted ${surface}`,
    (want) => getComputedStyle(document.body).backgroundColor === want,
    surface,
  );
const stored = (page: EnginePage) => page.evaluate((key) => localStorage.getItem(key), themeStorageKey);
const checked = (page: EnginePage, value: string) =>
  page.evaluate((css) => document.querySelector<HTMLInputElement>(css)?.checked, radio(value));

journey('the theme', (browser) => {
  it('should switch to Dark by pointer, keep it across pages and a reload, move by arrow key, and forget it on System', async () => {
    const page = await browser.newPage(phone);
    await withStored(page, answeredBanner);
    await open(page, '/');
    expect(await background(page)).toBe(lightSurface);
    await click(page, { css: radio('dark') });
    await paintedIn(page, darkSurface);
    expect(await stored(page)).toBe('dark');

    await click(page, { css: 'footer a', text: 'About Us' });
    await waitFor(page, 'the about page', () => location.pathname === '/about');
    await hydratedWithStylesheet(page, '/about');
    expect(await background(page)).toBe(darkSurface);
    await open(page, '/about');
    expect(await background(page)).toBe(darkSurface);
    expect(await checked(page, 'dark')).toBe(true);

    await focus(page, { css: radio('dark') });
    await page.press('ArrowUp');
    await paintedIn(page, lightSurface);
    expect(await stored(page)).toBe('light');
    await page.press('ArrowDown');
    await paintedIn(page, darkSurface);

    // System forgets the choice: the device's light setting decides again.
    await click(page, { css: radio('system') });
    await paintedIn(page, lightSurface);
    expect(await stored(page)).toBeNull();
    expect(await problemsOf(page)).toEqual([]);
  });

  it('should draw every theme choice so it can be seen on the footer (3:1 at least)', async () => {
    const page = await browser.newPage(desktop);
    await withStored(page, answeredBanner);
    await open(page, '/');
    const footer = await background(page, 'footer');
    const faint: string[] = [];
    for (const value of ['system', 'light', 'dark']) {
      const ratio = await drawnContrast(page, radio(value), footer);
      if (ratio < 3) faint.push(`${value}: ${ratio.toFixed(2)}:1`);
    }
    expect(faint).toEqual([]);
  });

  it('should keep the chosen theme when the visitor withdraws analytics consent', async () => {
    const page = await browser.newPage(desktop);
    const record = JSON.stringify({ version: cookiePolicyVersion, date: new Date().toISOString() });
    await withStored(page, {
      'cookie-consent': 'accepted',
      'cookie-consent-record': record,
      [themeStorageKey]: 'dark',
    });
    await open(page, '/privacy');
    await click(page, { css: '#cookie-settings label', text: cookieSettings.decline });
    await click(page, { css: '#cookie-settings button[type="submit"]' });
    await waitFor(page, 'the choice saved', () => localStorage.getItem('cookie-consent') === 'declined');
    expect(await stored(page)).toBe('dark');
    expect(await background(page)).toBe(darkSurface);
  });
});

/** Paints the path and says how: its background, its colour scheme, and whether the theme control shows. */
const painted = (page: EnginePage) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    themeControl: [...document.querySelectorAll('footer fieldset')].some(
      (group) => group.querySelector('input[name="theme"]') && group.getClientRects().length > 0,
    ),
  }));

// Without script no choice can be kept, so the control that offers one is not shown.
journey(
  'a dark device, scripts off',
  (browser) => {
    it('should paint every kind of page dark with no script at all', async () => {
      const page = await browser.newPage(phone);
      for (const path of ['/', '/about', '/contact', '/no/such/page']) {
        await open(page, path, { hydrated: false });
        expect({ path, ...(await painted(page)) }).toEqual({
          path,
          body: darkSurface,
          colorScheme: 'dark',
          themeControl: false,
        });
      }
    });
  },
  { profile: { scripts: false, dark: true } },
);

journey(
  'a light device, scripts off',
  (browser) => {
    it('should paint light with no script at all', async () => {
      const page = await browser.newPage(desktop);
      await open(page, '/', { hydrated: false });
      expect(await painted(page)).toMatchObject({ body: lightSurface, themeControl: false });
    });
  },
  { profile: { scripts: false, dark: false } },
);
