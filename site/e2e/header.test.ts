import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { collectProblems, desktop, launchBrowser, mobile, open, withConsent } from './browser';

let browser: Browser;
let page: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  expect(problems).toEqual([]);
  await page.close();
});

const header = () => page.locator('header').first();
// The mobile menu and its groups are <details>: their toggles are <summary> elements, which
// Playwright's role queries do not count as buttons; they are found by the words they carry.
const summary = (name: string) => header().locator('summary', { hasText: name });
const menuIsOpen = () =>
  header()
    .locator('details')
    .first()
    .evaluate((menu) => (menu as HTMLDetailsElement).open);

describe('header on desktop', () => {
  beforeEach(async () => {
    page = await browser.newPage({ viewport: desktop });
    problems = collectProblems(page);
    await withConsent(page);
    await open(page, '/');
  });

  it('should open the Services dropdown while the pointer is over it, with the six service pages', async () => {
    const services = header().getByRole('link', { name: 'Services', exact: true });
    await services.hover();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    const dropdown = header().getByRole('link', { name: /Cloud & Mobile Development/ });
    await dropdown.waitFor({ state: 'visible' });
    for (const title of ['EPOS & Table Ordering', 'Data & Analytics', 'SEO & Digital Marketing']) {
      expect(
        await header()
          .getByRole('link', { name: new RegExp(title) })
          .isVisible(),
      ).toBe(true);
    }
    await page.mouse.move(640, 700);
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
  });

  it('should follow the Services link on a click, leaving no dropdown open over the page', async () => {
    await header().getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL('**/services');
    await page.mouse.move(640, 700);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // The pointer has left: the dropdown closes on its way out (a frame or more later under load).
    await expect
      .poll(() => header().getByRole('link', { name: 'Services', exact: true }).getAttribute('aria-expanded'))
      .toBe('false');
  });

  it('should open the dropdown with Space, move in with ArrowDown and close with Escape', async () => {
    const services = header().getByRole('link', { name: 'Services', exact: true });
    await services.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const first = header().getByRole('link', { name: /EPOS & Table Ordering/ });
    await expect.poll(() => first.evaluate((link) => link === document.activeElement)).toBe(true);
    // A person's next key comes frames later; an Escape in the very frame focus moved in is lost,
    // because Radix listens for it from an effect, which the browser runtime runs after the paint.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
    expect(await services.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(page.url()).toBe(new URL('/', page.url()).href);
  });

  it('should move between the top-level items with the arrow keys', async () => {
    const focused = (name: string) =>
      header()
        .getByRole('link', { name, exact: true })
        .evaluate((link) => link === document.activeElement);
    await header().getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused('About Us')).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused('Services')).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused('About Us')).toBe(true);
  });

  it('should become the scrolled header once the page is scrolled more than 10 px', async () => {
    expect(await header().getAttribute('data-state')).toBe('top');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header().getAttribute('data-state')).toBe('scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header().getAttribute('data-state')).toBe('top');
  });
});

describe('header on a phone', () => {
  beforeEach(async () => {
    page = await browser.newPage({ viewport: mobile });
    problems = collectProblems(page);
    await withConsent(page);
    await open(page, '/');
  });

  it('should open the menu, expand Services, navigate and close', async () => {
    await summary('Open menu').click();
    expect(await menuIsOpen()).toBe(true);
    expect(await summary('Close menu').isVisible()).toBe(true);

    await summary('Services').click();
    await header().getByRole('link', { name: 'Cloud & Mobile Development' }).click();

    await page.waitForURL('**/services/cloud-mobile');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Cloud & Mobile Development');
    expect(await menuIsOpen()).toBe(false);
    expect(await header().getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  });

  it('should close the menu with its toggle and with Escape', async () => {
    await summary('Open menu').click();
    await summary('Close menu').click();
    expect(await menuIsOpen()).toBe(false);

    await summary('Open menu').click();
    await page.keyboard.press('Escape');
    await expect.poll(menuIsOpen).toBe(false);
    expect(await summary('Open menu').evaluate((toggle) => toggle === document.activeElement)).toBe(true);
  });

  it('should put Contact Us at the bottom of the open menu', async () => {
    await summary('Open menu').click();
    const links = await header().getByRole('navigation').last().getByRole('link').allTextContents();
    expect(links.at(-1)).toBe('Contact Us');
  });
});
