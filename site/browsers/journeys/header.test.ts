import { expect, it } from 'vitest';
import { mainNav } from '../../src/content/navigation';
import { answeredBanner } from '../consent';
import { desktop, journey, phone } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click, focus, hover } from '../interact';
import { attributeOf, focusedName, nextFrames, shownTexts, waitForAttribute, waitForFocus } from '../seen';
import { hydratedWithStylesheet, open, problemsOf, waitFor, withStored } from '../visit';

const desktopNav = 'header nav[data-orientation] a';
const servicesTrigger = 'header nav[data-orientation] a[href="/services"]';
const menu = 'header details';
const services = mainNav.find((item) => item.children);
const [firstService] = services?.children ?? [];
if (!services?.children || !firstService) throw new Error('The main navigation has no group of pages');
const servicePages = services.children.map((page) => page.href).sort();

const menuOpen = (page: EnginePage) =>
  page.evaluate((css) => (document.querySelector(css) as HTMLDetailsElement).open, menu);
const menuClosed = (page: EnginePage) =>
  waitFor(
    page,
    'the menu to close',
    (css) => !(document.querySelector(css) as HTMLDetailsElement).open,
    menu,
  );

journey('the header', (browser) => {
  it('on a desktop: the scrolled state, the Services dropdown by pointer and by keyboard, the arrow keys, and its link', async () => {
    const page = await browser.newPage(desktop);
    await withStored(page, answeredBanner);
    await open(page, '/');

    // Scrolled more than 10 px, the header changes; back at the top, it changes back.
    expect(await attributeOf(page, 'header', 'data-state')).toBe('top');
    await page.evaluate(() => window.scrollTo(0, 400));
    await waitForAttribute(page, 'header', 'data-state', 'scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForAttribute(page, 'header', 'data-state', 'top');

    // The dropdown is open while the pointer is over Services, with the six service pages.
    await hover(page, { css: desktopNav, text: services.label });
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'true');
    const dropdown = await waitFor(page, "the dropdown's links", () => {
      const links = [...document.querySelectorAll<HTMLElement>('header a[href^="/services/"]')].filter(
        (link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility === 'visible',
      );
      return links.length >= 6 ? links.map((link) => link.getAttribute('href')) : null;
    });
    expect(dropdown.sort()).toEqual(servicePages);
    await page.pointer(640, 700, false);
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'false');

    // The arrow keys move between the top-level items; Space opens the dropdown, ArrowDown moves
    // into it, Escape closes it and gives focus back, and Tab goes on along the bar.
    await focus(page, { css: desktopNav, text: 'Home' });
    for (const [key, name] of [
      ['ArrowRight', 'About Us'],
      ['ArrowRight', 'Services'],
      ['ArrowLeft', 'About Us'],
      ['ArrowRight', 'Services'],
    ] as const) {
      await page.press(key);
      await waitForFocus(page, name);
    }
    await page.press('Space');
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'true');
    await page.press('ArrowDown');
    await waitFor(
      page,
      'the first service focused',
      (first) => document.activeElement?.textContent.includes(first),
      firstService.label,
    );
    // A person's next key comes frames later; an Escape in the very frame focus moved in is lost,
    // because Radix listens for it from an effect, which runs after the paint.
    await nextFrames(page);
    await page.press('Escape');
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'false');
    expect(await focusedName(page)).toBe('Services');
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.press('Tab');
    await page.press('Tab');
    await page.press('Tab');
    expect(await focusedName(page)).toBe('Contact Us');

    // A click follows the Services link, and no dropdown stays open over the page it opens.
    await click(page, { css: desktopNav, text: services.label });
    await waitFor(page, 'the services page', (href) => location.pathname === href, services.href);
    await hydratedWithStylesheet(page, services.href);
    await page.pointer(640, 700, false);
    await waitForAttribute(page, servicesTrigger, 'aria-expanded', 'false');
    expect(await problemsOf(page)).toEqual([]);
  });

  it('on a phone: the menu opens and closes by its toggle and by Escape, ends with Contact Us, and navigates', async () => {
    const page = await browser.newPage(phone);
    await withStored(page, answeredBanner);
    await open(page, '/');

    await click(page, { css: `${menu} > summary`, text: 'Open menu' });
    expect(await menuOpen(page)).toBe(true);
    expect((await shownTexts(page, `${menu} a`)).at(-1)).toBe('Contact Us');
    await click(page, { css: `${menu} > summary`, text: 'Close menu' });
    await menuClosed(page);

    await click(page, { css: `${menu} > summary`, text: 'Open menu' });
    await page.press('Escape');
    await menuClosed(page);
    expect(await focusedName(page)).toBe('Open menu');

    await click(page, { css: `${menu} > summary`, text: 'Open menu' });
    await click(page, { css: `${menu} summary`, text: services.label });
    await click(page, { css: `${menu} a`, text: 'Cloud & Mobile Development' });
    await waitFor(page, 'the Cloud & Mobile page', () =>
      document.querySelector('h1')?.textContent === 'Cloud & Mobile Development' ? true : null,
    );
    expect(await page.evaluate(() => location.pathname)).toBe('/services/cloud-mobile');
    expect(await menuOpen(page)).toBe(false);
    expect(await problemsOf(page)).toEqual([]);
  });
});
