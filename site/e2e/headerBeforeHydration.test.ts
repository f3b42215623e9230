import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerCta, mainNav } from '../src/content/navigation';
import { desktop, holdScripts, launchBrowser, mobile, siteOrigin } from './browser';

/*
 * The header before the application's JavaScript has run: with JavaScript off, and on a slow first
 * load, where the page is painted and usable while the scripts are still on their way (hydration
 * waits for the first paint on purpose). Every destination must be reachable then, and what the
 * visitor did before hydration must still hold after it.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => context.close());

/** Every link the mobile menu offers: the top-level pages, each group's pages and overview, the button. */
const menuDestinations = [
  ...mainNav.flatMap((item) =>
    item.children ? [...item.children, { label: `All ${item.label}`, href: item.href }] : [item],
  ),
  headerCta,
].filter((link, index, all) => all.findIndex((other) => other.label === link.label) === index);
const services = mainNav.find((item) => item.children?.length);
if (!services?.children?.[0]) throw new Error('The main navigation has no group of pages');
const firstService = services.children[0];

const header = () => page.locator('header').first();
// The toggles are found by the words a visitor hears, whatever element carries them.
const toggleNamed = (within: Locator, name: string) =>
  within.getByRole('button', { name, exact: true }).or(within.locator('summary', { hasText: name }));
const menuToggle = () => toggleNamed(header(), 'Open menu');
const mobileNav = () => header().getByRole('navigation', { name: 'Main' });

async function newPage(options: Parameters<Browser['newContext']>[0]) {
  context = await browser.newContext(options);
  page = await context.newPage();
}

async function openPage(path: string, options: Parameters<Browser['newContext']>[0]) {
  await newPage(options);
  await page.goto(new URL(path, siteOrigin()).href, { waitUntil: 'load' });
}

async function expectEveryMenuDestination() {
  for (const { label, href } of menuDestinations) {
    const link = mobileNav().getByRole('link', { name: label, exact: true });
    expect(await link.isVisible(), `${label} is visible in the open menu`).toBe(true);
    expect(await link.getAttribute('href')).toBe(href);
  }
}

async function openMenuAndServices() {
  await menuToggle().click();
  await toggleNamed(mobileNav(), services?.label ?? '').click();
}

describe('with JavaScript off', () => {
  it('should take the desktop Services item to the services page', async () => {
    await openPage('/', { viewport: desktop, javaScriptEnabled: false });
    const link = header().getByRole('link', { name: services.label, exact: true });
    expect(await link.getAttribute('href')).toBe(services.href);
    await link.click();
    await page.waitForURL(`**${services.href}`);
  });

  it('should open the mobile menu and its Services group, with every destination a working link', async () => {
    await openPage('/', { viewport: mobile, javaScriptEnabled: false });
    await openMenuAndServices();
    await expectEveryMenuDestination();
    await mobileNav().getByRole('link', { name: firstService.label, exact: true }).click();
    await page.waitForURL(`**${firstService.href}`);
  });
});

describe('on a slow first load, before hydration', () => {
  it('should follow a tap on the desktop Services item', async () => {
    await newPage({ viewport: desktop });
    const release = await holdScripts(page);
    await page.goto(new URL('/', siteOrigin()).href, { waitUntil: 'load' });
    await header().getByRole('link', { name: services.label, exact: true }).click();
    await page.waitForURL(`**${services.href}`);
    release();
  });

  it('should keep a menu opened before hydration open, and enhance it once hydrated', async () => {
    await newPage({ viewport: mobile });
    const release = await holdScripts(page);
    await page.goto(new URL('/', siteOrigin()).href, { waitUntil: 'load' });
    await openMenuAndServices();
    await expectEveryMenuDestination();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expectEveryMenuDestination();
    const closeToggle = toggleNamed(header(), 'Close menu');
    expect(await closeToggle.isVisible()).toBe(true);
    // Enhanced: Escape now closes the menu and puts focus back on its toggle.
    await mobileNav().getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => mobileNav().isVisible()).toBe(false);
    expect(await menuToggle().evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
