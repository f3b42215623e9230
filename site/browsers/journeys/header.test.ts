import { describe, expect, it } from 'vitest';
import { answeredBanner } from '../consent';
import { desktop, phone, runnableEngines, useEngine } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { attributeOf, click, focus, focusedName, hover, nextFrames, waitForAttribute } from '../interact';
import { open, problemsOf, waitFor, withStored } from '../visit';

const desktopNav = 'header nav[data-orientation] a';
const servicesTrigger = `header nav[data-orientation] a[href="/services"]`;
const menu = 'header details';
const menuOpen = (page: EnginePage) =>
  page.evaluate((css) => (document.querySelector(css) as HTMLDetailsElement).open, menu);

describe.each(runnableEngines())('%s: header', (engine) => {
  const browser = useEngine(engine);

  it('on a desktop: scrolled state, the Services dropdown by pointer, and the keyboard path', async () => {
    const page = await browser.newPage(desktop);
    await withStored(page, answeredBanner);
    await open(page, '/');

    expect(await attributeOf(page, 'header', 'data-state')).toBe('top');
    await page.evaluate(() => window.scrollTo(0, 400));
    await waitForAttribute(page, 'header', 'data-state', 'scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForAttribute(page, 'header', 'data-state', 'top');

    await hover(page, { css: desktopNav, text: 'Services' });
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'true');
    const dropdown = await waitFor(page, "the dropdown's links", () => {
      const links = [...document.querySelectorAll<HTMLElement>('header a[href^="/services/"]')].filter(
        (link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility === 'visible',
      );
      return links.length >= 6 ? links.map((link) => link.getAttribute('href')) : null;
    });
    expect(dropdown).toContain('/services/cloud-mobile');
    await page.pointer(640, 700, false);
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'false');

    await focus(page, { css: desktopNav, text: 'Home' });
    await page.press('ArrowRight');
    await waitFor(page, 'About Us focused', () => document.activeElement?.textContent === 'About Us');
    await page.press('ArrowRight');
    expect(await focusedName(page)).toBe('Services');
    await page.press('Space');
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'true');
    await page.press('ArrowDown');
    await waitFor(page, 'the first service focused', () =>
      document.activeElement?.textContent.includes('EPOS & Table Ordering'),
    );
    await nextFrames(page);
    await page.press('Escape');
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'false');
    expect(await focusedName(page)).toBe('Services');
    await page.press('Tab');
    await page.press('Tab');
    await page.press('Tab');
    expect(await focusedName(page)).toBe('Contact Us');

    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('on a phone: the menu opens, expands Services, navigates and closes, Escape too', async () => {
    const page = await browser.newPage(phone);
    await withStored(page, answeredBanner);
    await open(page, '/');

    await click(page, { css: `${menu} > summary`, text: 'Open menu' });
    expect(await menuOpen(page)).toBe(true);
    await page.press('Escape');
    await waitFor(
      page,
      'the menu to close',
      (css) => !(document.querySelector(css) as HTMLDetailsElement).open,
      menu,
    );
    expect(await focusedName(page)).toBe('Open menu');

    await click(page, { css: `${menu} > summary`, text: 'Open menu' });
    await click(page, { css: `${menu} summary`, text: 'Services' });
    await click(page, { css: `${menu} a`, text: 'Cloud & Mobile Development' });
    await waitFor(page, 'the Cloud & Mobile page', () =>
      document.querySelector('h1')?.textContent === 'Cloud & Mobile Development' ? true : null,
    );
    expect(await menuOpen(page)).toBe(false);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });
});
