import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page, Request, Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendDataDir, collectProblems, launchBrowser, open, withConsent } from './browser';

/*
 * The contact form against the real local backend of the served build: the Firestore Lite write
 * and the sendContactEmail callable go over HTTP to the same origin and land in the run's data dir.
 * Failures are made at the network with page.route, so the site's code is the production code.
 */

const success = "Thanks! We'll get back to you shortly.";
const failure = 'Something went wrong. Please try again.';
const visitor = {
  name: 'Ann Baker',
  email: 'ann@example.co.uk',
  phone: '020 7946 0000',
  company: 'Baker & Co',
  message: 'Please call me about a demo.',
};

const isWrite = (url: URL) => url.pathname.endsWith('/documents:commit');
const isEmailCall = (url: URL) => url.pathname.endsWith('/sendContactEmail');

let browser: Browser;
let page: Page;
let problems: string[];
let writes: Request[];
let emailCalls: Request[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage();
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

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const interest = () => page.getByRole('checkbox', { name: 'Data & Analytics' });
const consent = () => page.getByRole('checkbox', { name: /I consent/ });
const submit = () => page.getByRole('button', { name: /Send Message|Sending\.\.\./ });
const toast = (text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

async function fillForm() {
  await textbox('Full name').fill(visitor.name);
  await textbox('Email').fill(visitor.email);
  await textbox('Phone').fill(visitor.phone);
  await textbox('Company').fill(visitor.company);
  await interest().click();
  await textbox('Message').fill(visitor.message);
  await consent().click();
}

async function formValues() {
  return {
    name: await textbox('Full name').inputValue(),
    email: await textbox('Email').inputValue(),
    phone: await textbox('Phone').inputValue(),
    company: await textbox('Company').inputValue(),
    message: await textbox('Message').inputValue(),
    interest: await interest().getAttribute('aria-checked'),
    consent: await consent().getAttribute('aria-checked'),
  };
}
const filled = { ...visitor, interest: 'true', consent: 'true' };
const empty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  interest: 'false',
  consent: 'false',
};

/** Holds matching requests until the returned function is called, so a test can see the form sending. */
async function hold(matches: (url: URL) => boolean): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matches, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const docIdOf = (call: Request): string => (call.postDataJSON() as { data: { docId: string } }).data.docId;

/** The one document every sendContactEmail call so far was about. */
function sentDocId(): string {
  const [docId, ...others] = new Set(emailCalls.map(docIdOf));
  if (!docId || others.length > 0) throw new Error(`Calls about ${[docId, ...others].join(', ')}`);
  return docId;
}

/** The message ids the Firestore writes named (`…/documents/messages/<id>`). */
const writtenDocIds = () =>
  writes.map((write) => {
    const body = write.postDataJSON() as { writes: { update: { name: string } }[] };
    return body.writes.map(({ update }) => update.name.split('/').at(-1)).join();
  });

const dataPath = (...parts: string[]) => join(backendDataDir(), ...parts);
const storedCount = async () =>
  (await readdir(dataPath('messages'))).filter((file) => file.endsWith('.json')).length;
/** The .eml files the outbox holds for a document (the mailer names them after its id). */
const outboxFor = async (docId: string) =>
  (await readdir(dataPath('outbox')).catch(() => [] as string[])).filter((file) =>
    file.endsWith(`-${docId}.eml`),
  );

describe('contact form submission', () => {
  it('should show Sending..., then the success toast, reset the form, store the message and write the e-mail', async () => {
    await fillForm();
    const release = await hold(isEmailCall);
    await submit().click();
    await expect.poll(() => submit().textContent()).toContain('Sending...');
    expect(await submit().getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('form[data-state="sending"]').count()).toBe(1);
    release();

    await toast(success).waitFor();
    expect(await formValues()).toEqual(empty);
    expect(await submit().getAttribute('aria-disabled')).toBeNull();
    expect([writes.length, emailCalls.length]).toEqual([1, 1]);
    const docId = sentDocId();
    const stored = JSON.parse(await readFile(dataPath('messages', `${docId}.json`), 'utf8')) as unknown;
    expect(stored).toMatchObject({ ...visitor, interest: ['data-analytics'], consent: true, read: false });
    const emls = await outboxFor(docId);
    expect(emls).toHaveLength(1);
    const mail = await readFile(dataPath('outbox', ...emls), 'utf8');
    expect(mail).toMatch(new RegExp(`^Reply-To: .*<${visitor.email}>`, 'm'));
    expect(problems).toEqual([]);
  });

  describe.each([
    { call: 'the Firestore write', fail: isWrite, writesAfterRetry: 2 },
    { call: 'the sendContactEmail call', fail: isEmailCall, writesAfterRetry: 1 },
  ])('given $call fails', ({ fail, writesAfterRetry }) => {
    it('should keep every value, show the error toast, and store one message on retry', async () => {
      const before = await storedCount();
      await fillForm();
      await page.route(fail, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
      await submit().click();
      await toast(failure).waitFor();
      expect(await formValues()).toEqual(filled);
      expect(await toast(success).count()).toBe(0);
      // SPEC section 8: the failure is logged; the browser also reports the refused request.
      expect(problems.some((p) => p.startsWith('console: FirebaseError'))).toBe(true);
      expect(problems.filter((p) => !/^console: (FirebaseError|Failed to load resource)/.test(p))).toEqual(
        [],
      );

      await page.unroute(fail);
      await submit().click();
      await toast(success).waitFor();
      expect(await formValues()).toEqual(empty);
      // The retry reuses the id made in the browser: after a failed call it skips the write, after a
      // failed write it writes the same document again; either way one message is stored.
      expect(writes.length).toBe(writesAfterRetry);
      expect(new Set(writtenDocIds())).toEqual(new Set([sentDocId()]));
      expect(await storedCount()).toBe(before + 1);
      expect(await outboxFor(sentDocId())).toHaveLength(1);
    });
  });

  describe.each([
    { how: 'a double click', spam: () => submit().dblclick() },
    {
      how: 'Enter pressed five times',
      spam: async () => {
        await textbox('Full name').focus();
        for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
      },
    },
    {
      // Past the button's own guard: submits that arrive before React re-renders the button.
      how: 'three submits in one task',
      spam: () =>
        page.locator('form[data-state]').evaluate((form: HTMLFormElement) => {
          for (let i = 0; i < 3; i++) form.requestSubmit();
        }),
    },
  ])('given $how on submit', ({ spam }) => {
    it('should send exactly one write and one call', async () => {
      await fillForm();
      // The write waits until the spam is over, so every extra submit lands while sending.
      const release = await hold(isWrite);
      await spam();
      release();
      await toast(success).waitFor();
      await page.waitForLoadState('networkidle');
      expect([writes.length, emailCalls.length]).toEqual([1, 1]);
      expect(problems).toEqual([]);
    });
  });

  it('given the honeypot is filled, should make no call and show no toast', async () => {
    const before = await storedCount();
    await fillForm();
    const trap = page.locator('input[name="companyWebsite"]');
    await trap.fill('https://spam.example', { force: true });
    expect(await trap.inputValue()).toBe('https://spam.example');
    await submit().click();
    // Nothing happens by design, so there is no event to wait for: give a send ample time to start.
    await page.waitForTimeout(1500);
    expect([writes.length, emailCalls.length]).toEqual([0, 0]);
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).locator('li').count()).toBe(0);
    expect(await storedCount()).toBe(before);
    expect(problems).toEqual([]);
  });
});
