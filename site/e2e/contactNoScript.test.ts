import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, siteOrigin } from './browser';
import { visitor } from './contactFormDriver';
import {
  consentBox,
  fillNatively,
  interestBox,
  recordUrls,
  sendButton,
  storedIds,
  storedSince,
  urlsCarryingFields,
} from './contactNoScriptDriver';

/*
 * The contact form in a browser that runs no script at all: the prerendered form posts natively to
 * the local backend's form endpoint, which validates, stores and e-mails like the two scripted calls.
 */

const success = "Thanks! We'll get back to you shortly.";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let urls: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
  urls = recordUrls(page);
  await page.goto(new URL('/contact', siteOrigin()).href);
});
afterEach(async () => {
  expect(urlsCarryingFields(urls)).toEqual([]);
  await context.close();
});

describe('the contact form with scripts off', () => {
  it('should store and e-mail a valid message once, and confirm it at an address that carries nothing', async () => {
    const before = await storedIds();
    await fillNatively(page);
    await interestBox(page).check();
    await consentBox(page).check();
    await sendButton(page).click();

    await page.getByRole('heading', { name: success }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact/sent');
    expect(new URL(page.url()).search).toBe('');
    const stored = await storedSince(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({
      ...visitor,
      interest: ['data-analytics'],
      consent: true,
      companyWebsite: '',
      read: false,
    });
    expect(stored[0]?.emails).toBe(1);

    // A reload asks for the confirmation again, and sends nothing a second time.
    await page.reload();
    await page.getByRole('heading', { name: success }).waitFor();
    expect(await storedSince(before)).toHaveLength(1);
  });

  it('should list what to fix in the spec’s words, store nothing, and keep what was typed on Back', async () => {
    const before = await storedIds();
    await fillNatively(page, { name: 'A', email: 'ann-at-example', message: 'Too short' });
    await sendButton(page).click();

    const problems = page.getByRole('list');
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Message must be at least 10 characters',
      'You must consent to data processing',
    ]) {
      await expect.poll(() => problems.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(await storedSince(before)).toEqual([]);

    await page.goBack();
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => textbox('Full name').inputValue()).toBe('A');
    expect(await textbox('Email').inputValue()).toBe('ann-at-example');
    expect(await textbox('Message').inputValue()).toBe('Too short');
  });

  it('should drop a post whose honeypot is filled as if it were sent, storing nothing', async () => {
    const before = await storedIds();
    await fillNatively(page);
    await consentBox(page).check();
    await page.locator('input[name="companyWebsite"]').fill('https://spam.example', { force: true });
    await sendButton(page).click();

    await page.getByRole('heading', { name: success }).waitFor();
    expect(await storedSince(before)).toEqual([]);
  });

  it('should refuse a post from another site with a page that says so, storing nothing', async () => {
    const before = await storedIds();
    const elsewhere = 'http://elsewhere.test/';
    await context.route(`${elsewhere}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title>
          <form method="post" action="${siteOrigin()}/contact/send">
            <input name="name" value="Mallory Doe"><input name="email" value="m@example.com">
            <input name="message" value="A message sent from another site."><input name="consent" value="on">
            <button>Post it</button>
          </form>`,
      }),
    );
    await page.goto(elsewhere);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact/send')),
      page.getByRole('button', { name: 'Post it' }).click(),
    ]);
    expect(response.status()).toBe(403);
    await page.getByRole('heading', { name: /not sent/i }).waitFor();
    expect(await storedSince(before)).toEqual([]);
  });
});
