import type { Browser, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactTopicPresets } from '../src/content/contactForm';
import { collectProblems, launchBrowser, open, withConsent } from './browser';

/* The contact form before anything is sent: validation in the browser and the ?topic= preset. */

let browser: Browser;
let page: Page;
let problems: string[];
let backendRequests: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage();
  problems = collectProblems(page);
  backendRequests = [];
  page.on('request', (request) => {
    if (/documents:commit|sendContactEmail/.test(request.url())) backendRequests.push(request.url());
  });
  await withConsent(page);
});
afterEach(async () => {
  expect(backendRequests).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const consent = () => page.getByRole('checkbox', { name: /I consent/ });
const form = () => page.getByRole('form', { name: 'Send us a message' });
const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** The validation messages, keyed by the control that corrects each. */
const errors = {
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  message: 'Message must be at least 10 characters',
  consent: 'You must consent to data processing',
};
const shown = (message: string) => form().getByText(message, { exact: true });
const shownErrors = async () => {
  const counted = await Promise.all(
    Object.values(errors).map(async (message) => ({ message, count: await shown(message).count() })),
  );
  return counted.filter(({ count }) => count > 0).map(({ message }) => message);
};

describe('contact form validation', () => {
  it('given an empty submit, should show every message, focus Full name, and clear each as it is corrected', async () => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await shown(errors.consent).waitFor();
    expect(await shownErrors()).toEqual(Object.values(errors));
    await expect.poll(() => isFocused(textbox('Full name'))).toBe(true);
    expect(await textbox('Full name').getAttribute('aria-invalid')).toBe('true');

    // Re-validation on change: one keystroke short of valid keeps the message, the next clears it.
    await textbox('Full name').pressSequentially('A');
    expect(await shownErrors()).toContain(errors.name);
    await textbox('Full name').pressSequentially('n');
    await shown(errors.name).waitFor({ state: 'detached' });
    expect(await textbox('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(await shownErrors()).toEqual([errors.email, errors.message, errors.consent]);

    await textbox('Email').fill('ann@example.co.uk');
    await shown(errors.email).waitFor({ state: 'detached' });
    await textbox('Message').fill('Please call me.');
    await shown(errors.message).waitFor({ state: 'detached' });
    await consent().click();
    await shown(errors.consent).waitFor({ state: 'detached' });
    expect(await shownErrors()).toEqual([]);

    // And back: breaking a corrected field brings its message back without a submit.
    await textbox('Email').fill('ann@');
    await shown(errors.email).waitFor();
  });
});

describe('contact form topic', () => {
  it('given ?topic=ricotap, should tick EPOS & Table Ordering only and say a RicoTAP demo is requested', async () => {
    await open(page, '/contact?topic=ricotap');
    await form().getByText(contactTopicPresets.ricotap.note).waitFor();
    const interests = page.getByRole('group', { name: 'Interests' }).getByRole('checkbox');
    const ticked = await interests.evaluateAll(
      (boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length,
    );
    expect(ticked).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'EPOS & Table Ordering' }).isChecked()).toBe(true);
    expect(await form().textContent()).toContain('RicoTAP demo');
  });
});
