import type { Browser, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailCall, isWrite } from './backendRecords';
import { launchBrowser, siteOrigin, withConsent } from './browser';
import { visitor } from './contactFormDriver';
import {
  consentBox,
  fillNatively,
  recordUrls,
  sendButton,
  storedIds,
  storedSince,
  urlsCarryingFields,
} from './contactNoScriptDriver';

/*
 * Send pressed before the page's script has run (a slow phone, a flaky connection): the scripts are
 * held at the network, so the prerendered form is all there is, and it must post natively.
 */

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Opens /contact with every script held at the network until `release()`: the prerendered form is
 * all there is. Records every URL the page requests and the scripted form's two calls.
 */
async function openContactWithScriptsHeld(page: Page) {
  const urls = recordUrls(page);
  const scriptedCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isWrite(url) || isEmailCall(url)) scriptedCalls.push(url.pathname);
  });
  await withConsent(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  const before = await storedIds();
  await page.goto(new URL('/contact', siteOrigin()).href, { waitUntil: 'commit' });
  await sendButton(page).waitFor();
  return { urls, scriptedCalls, release, before };
}

describe('the contact form before hydration', () => {
  it('should post natively: the message arrives once and no URL carries a field', async () => {
    page = await browser.newPage();
    const { urls, scriptedCalls, release, before } = await openContactWithScriptsHeld(page);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    await fillNatively(page);
    await consentBox(page).check();
    await sendButton(page).click();
    await page.waitForURL((url) => url.pathname === '/contact/sent', { waitUntil: 'commit' });
    release();
    await page.getByRole('heading', { name: "Thanks! We'll get back to you shortly." }).waitFor();

    const stored = await storedSince(before);
    expect(stored.map((message) => [message.data.email, message.emails])).toEqual([[visitor.email, 1]]);
    expect(scriptedCalls).toEqual([]);
    expect(urlsCarryingFields(urls)).toEqual([]);
    await page.close();
  });

  it('should keep what was typed before hydration, then send it with the scripted calls', async () => {
    page = await browser.newPage();
    const { urls, scriptedCalls, release, before } = await openContactWithScriptsHeld(page);
    await fillNatively(page);
    await consentBox(page).check();
    release();
    // Set once every part of the page has hydrated, the form's checkboxes included.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    expect(await textbox('Full name').inputValue()).toBe(visitor.name);
    expect(await textbox('Message').inputValue()).toBe(visitor.message);
    expect(await consentBox(page).isChecked()).toBe(true);
    await sendButton(page).click();
    await page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText("Thanks! We'll get back to you shortly.")
      .waitFor();
    expect(scriptedCalls).toHaveLength(2);
    const stored = await storedSince(before);
    expect(stored.map((message) => message.data.name)).toEqual([visitor.name]);
    expect(urlsCarryingFields(urls)).toEqual([]);
    await page.close();
  });
});
