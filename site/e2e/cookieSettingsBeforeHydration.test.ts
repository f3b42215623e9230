import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieSettings } from '../src/content/cookies';
import { collectProblems, holdScripts, launchBrowser, siteOrigin, withConsent } from './browser';

/*
 * The cookie settings on a slow first load: the privacy page is painted and its form usable while
 * the scripts are still on their way. A visitor who accepted analytics earlier comes to withdraw it;
 * what they pick and save before the page's script has run must be what the page keeps.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  problems = collectProblems(page);
  await withConsent(page, 'accepted');
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await context.close();
});

const settings = () => page.getByRole('region', { name: 'Cookie settings' });
const decline = () => settings().getByRole('radio', { name: cookieSettings.decline });
const accept = () => settings().getByRole('radio', { name: cookieSettings.accept });
const save = () => settings().getByRole('button', { name: cookieSettings.save });
const storedChoice = () => page.evaluate(() => localStorage.getItem('cookie-consent'));

/** Opens the privacy page with its scripts held at the network; returns what lets them through. */
async function openPrivacyWithScriptsHeld() {
  const release = await holdScripts(page);
  await page.goto(new URL('/privacy', siteOrigin()).href, { waitUntil: 'commit' });
  await save().waitFor();
  return release;
}

const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

describe('the cookie settings before hydration', () => {
  it('should keep the option picked before hydration, not swap it for the stored one', async () => {
    const release = await openPrivacyWithScriptsHeld();
    await decline().check();
    release();
    await hydrated();
    await settings().getByText(cookieSettings.current.accepted).waitFor();

    expect(await decline().isChecked()).toBe(true);
    expect(await accept().isChecked()).toBe(false);
    // Picked, not saved: nothing has changed yet.
    expect(await storedChoice()).toBe('accepted');
    await save().click();
    await settings().getByText(cookieSettings.saved).waitFor();
    expect(await storedChoice()).toBe('declined');
  });

  it('should save, once the page can, a choice saved before hydration, and put nothing in the URL', async () => {
    const release = await openPrivacyWithScriptsHeld();
    await decline().check();
    await save().click();
    release();
    await hydrated();

    await settings().getByText(cookieSettings.saved).waitFor();
    expect(await storedChoice()).toBe('declined');
    expect(await decline().isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
  });
});
