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

describe('header on desktop', () => {
  beforeEach(async () => {
    page = await browser.newPage({ viewport: desktop });
    problems = collectProblems(page);
    await withConsent(page);
    await open(page, '/');
  });

  it('should open the Services dropdown while the pointer is over it, with the six service pages', async () => {
    const services = header().getByRole('button', { name: 'Services' });
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
    await header().getByRole('button', { name: 'Open menu' }).click();
    const close = header().getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');

    const group = header().getByRole('button', { name: 'Services' });
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await header().getByRole('link', { name: 'Cloud & Mobile Development' }).click();

    await page.waitForURL('**/services/cloud-mobile');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Cloud & Mobile Development');
    const toggle = header().getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('should close the menu with its toggle and with Escape', async () => {
    await header().getByRole('button', { name: 'Open menu' }).click();
    await header().getByRole('button', { name: 'Close menu' }).click();
    expect(await header().getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await header().getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    expect(await header().getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('should put Contact Us at the bottom of the open menu', async () => {
    await header().getByRole('button', { name: 'Open menu' }).click();
    const links = await header().getByRole('navigation').last().getByRole('link').allTextContents();
    expect(links.at(-1)).toBe('Contact Us');
  });
});
