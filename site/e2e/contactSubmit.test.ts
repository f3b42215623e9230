import { readFile } from 'node:fs/promises';
import type { Browser, Page, Request } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dataPath,
  isEmailCall,
  isWrite,
  outboxFor,
  sentDocId,
  storedCount,
  writtenDocIds,
} from './backendRecords';
import { collectProblems, launchBrowser, open, withConsent } from './browser';
import { contactForm, empty, filled, hold } from './contactFormDriver';

/*
 * The contact form against the real local backend of the served build, where only Chromium's driver
 * can reach (the network): failures made with page.route, submits spammed faster than the form
 * re-renders, and every write and call counted. The Firestore Lite write and the sendContactEmail
 * callable go over HTTP to the same origin and land in the run's data dir, so the site's code is the
 * production code. A message sent as a visitor sends it, in every engine, is the scripted contact
 * journey's (browsers/journeys/contactScripted.test.ts).
 */

const success = "Thanks! We'll get back to you shortly.";
const failure = 'Something went wrong. Please try again.';

let browser: Browser;
let page: Page;
let form: ReturnType<typeof contactForm>;
let problems: string[];
let writes: Request[];
let emailCalls: Request[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage();
  form = contactForm(page);
  problems = collectProblems(page);
  writes = [];
  emailCalls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isWrite(url)) writes.push(request);
    if (isEmailCall(url)) emailCalls.push(request);
  });
  await withConsent(page);
  await open(page, '/contact');
});
afterEach(() => page.close());

describe('contact form submission', () => {
  describe.each([
    { call: 'the Firestore write', fail: isWrite, writesAfterRetry: 2 },
    { call: 'the sendContactEmail call', fail: isEmailCall, writesAfterRetry: 1 },
  ])('given $call fails', ({ fail, writesAfterRetry }) => {
    it('should keep every value, show the error toast, and store one message on retry', async () => {
      const before = await storedCount();
      await form.fill();
      await page.route(fail, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
      await form.submit().click();
      await form.toast(failure).waitFor();
      expect(await form.values()).toEqual(filled);
      expect(await form.toast(success).count()).toBe(0);
      // The page logs the failure on purpose; the browser also reports the refused request.
      expect(problems.some((p) => p.startsWith('console: FirebaseError'))).toBe(true);
      expect(problems.filter((p) => !/^console: (FirebaseError|Failed to load resource)/.test(p))).toEqual(
        [],
      );

      await page.unroute(fail);
      await form.submit().click();
      await form.toast(success).waitFor();
      expect(await form.values()).toEqual(empty);
      // The retry reuses the id made in the browser: after a failed call it skips the write, after a
      // failed write it writes the same document again; either way one message is stored.
      expect(writes.length).toBe(writesAfterRetry);
      expect(new Set(writtenDocIds(writes))).toEqual(new Set([sentDocId(emailCalls)]));
      expect(await storedCount()).toBe(before + 1);
      expect(await outboxFor(sentDocId(emailCalls))).toHaveLength(1);
    });
  });

  describe.each([
    { how: 'a double click', spam: () => form.submit().dblclick() },
    {
      how: 'Enter pressed five times',
      spam: async () => {
        await form.textbox('Full name').focus();
        for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
      },
    },
    {
      // Past the button's own guard: submits that arrive before React re-renders the button.
      how: 'three submits in one task',
      spam: () =>
        page.locator('form[data-state]').evaluate((element: HTMLFormElement) => {
          for (let i = 0; i < 3; i++) element.requestSubmit();
        }),
    },
  ])('given $how on submit', ({ spam }) => {
    it('should send exactly one write and one call', async () => {
      await form.fill();
      // The write waits until the spam is over, so every extra submit lands while sending.
      const release = await hold(page, isWrite);
      await spam();
      release();
      await form.toast(success).waitFor();
      // A quiet network, not a fence: on a slow machine an extra write could come after it and go
      // unseen (a pass it should not be), never the other way round.
      await page.waitForLoadState('networkidle');
      expect([writes.length, emailCalls.length]).toEqual([1, 1]);
      expect(problems).toEqual([]);
    });
  });

  it('given the honeypot is filled, should make no call and show no toast', async () => {
    const before = await storedCount();
    await form.fill();
    const trap = page.locator('input[name="companyWebsite"]');
    await trap.fill('https://spam.example', { force: true });
    expect(await trap.inputValue()).toBe('https://spam.example');
    await form.submit().click();
    // Nothing happens by design, so nothing to wait for. A message sent after it is: once it has
    // arrived, anything the dropped submit had started would have arrived before it. Its own words
    // tell the two apart.
    const afterwards = 'Please call me about a demo, once more.';
    await trap.fill('', { force: true });
    await form.textbox('Message').fill(afterwards);
    await form.submit().click();
    await form.toast(success).waitFor();
    expect([writes.length, emailCalls.length]).toEqual([1, 1]);
    const docId = sentDocId(emailCalls);
    const stored = JSON.parse(await readFile(dataPath('messages', `${docId}.json`), 'utf8')) as unknown;
    expect(stored).toMatchObject({ message: afterwards });
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).locator('li').count()).toBe(1);
    expect(await storedCount()).toBe(before + 1);
    expect(problems).toEqual([]);
  });
});
