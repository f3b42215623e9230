import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  seedStaff,
  startAuthEmulator,
  type RunningAuthEmulator,
  type SeededStaff,
} from '@rico/inbox/emulator';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../scripts/hosting/startSite';
import { axeEveryRule } from './axe';
import { collectProblems, launchBrowser, withConsent } from './browser';
import { contactForm } from './contactFormDriver';
import { servedBuildDir } from './servedSite';

/*
 * The staff inbox end to end: a visitor's message sent through the contact form, then read,
 * exported and erased by staff signed in against firebase-tools' Auth emulator. The suite's shared
 * server runs in Vitest's main process, where this file cannot point its backend at the emulator, so
 * it serves the same build itself, with a data folder of its own.
 */

// Every cell a spreadsheet would run as a formula: each must reach the CSV neutralised.
const visitor = {
  name: '=Ann Baker',
  email: 'ann.inbox@example.co.uk',
  phone: '+44 20 7946 0000',
  company: '-Baker and Co',
  message: '@Please call me about a demo of table ordering.',
};

let emulator: RunningAuthEmulator;
let staff: SeededStaff;
let site: RunningSite;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  staff = await seedStaff(emulator.host);
  // The local backend reads it on each call: its sign-in proxy and token checks reach this emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  dataDir = mkdtempSync(join(tmpdir(), 'rico-e2e-inbox-'));
  site = await startSite({
    publicDir: join(import.meta.dirname, '..', servedBuildDir, 'client'),
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await site.close();
  await emulator.stop();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  rmSync(dataDir, { recursive: true, force: true });
});

async function openAt(page: Page, path: string) {
  await page.goto(new URL(path, site.origin).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** The message files and delivery records the local backend holds. */
const stored = async (folder: 'messages' | 'delivery') =>
  (await readdir(join(dataDir, folder)).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The open message's fields, by their labels (a description list). */
const fieldsOf = (message: Locator) =>
  message
    .locator('dl')
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('dt')].map((term) => [
          term.textContent.trim(),
          term.nextElementSibling?.textContent.trim() ?? '',
        ]),
      ),
    );

async function sendAsVisitor(page: Page) {
  await withConsent(page);
  await openAt(page, '/contact');
  const form = contactForm(page);
  await form.textbox('Full name').fill(visitor.name);
  await form.textbox('Email').fill(visitor.email);
  await form.textbox('Phone').fill(visitor.phone);
  await form.textbox('Company').fill(visitor.company);
  await page.getByRole('checkbox', { name: 'Data & Analytics' }).click();
  await form.textbox('Message').fill(visitor.message);
  await page.getByRole('checkbox', { name: /I consent/ }).click();
  await form.submit().click();
  await form.toast("Thanks! We'll get back to you shortly.").waitFor();
}

describe('the staff inbox', () => {
  it('given a visitor’s message, should let staff sign in, read, mark, export and delete it, and see the next one arrive', async () => {
    const visitorPage = await browser.newPage();
    await sendAsVisitor(visitorPage);
    await visitorPage.close();
    expect(await stored('messages')).toHaveLength(1);

    const context = await browser.newContext({ acceptDownloads: true, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    // A clock the test moves on: it runs as usual until the test says how much time passes.
    await page.clock.install();
    const problems = collectProblems(page);
    await withConsent(page);
    await openAt(page, '/inbox');

    // Sign in from the keyboard, as staff would.
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.keyboard.press('Enter');
    await page.getByText(`Signed in as ${staff.email}`).waitFor();

    // The message is listed, unread and counted.
    const row = page.locator('button[data-message-id]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-read')).toBe('false');
    await expect.poll(() => row.textContent()).toContain(`Unread: ${visitor.name}`);
    await page.getByText('1 unread', { exact: true }).waitFor();
    await page.getByText(/^Messages are kept for .* then erased automatically\.$/).waitFor();
    expect(await axeEveryRule(page)).toEqual([]);

    // Opened: every field, the interest by its title, consent, the delivery, and the time received
    // in London's time although this browser is in New York's.
    await row.click();
    const message = page.getByRole('article', { name: visitor.name });
    await message.waitFor();
    const fields = await fieldsOf(message);
    const emailed: unknown = expect.stringContaining('E-mailed to the team');
    expect(fields).toMatchObject({
      'E-mail': visitor.email,
      Phone: visitor.phone,
      Company: visitor.company,
      Interests: 'Data & Analytics',
      Consent: 'Agreed to the privacy policy',
      'Notification e-mail': emailed,
      Message: visitor.message,
    });
    const sentAt = new Date((await message.locator('time').first().getAttribute('datetime')) ?? '');
    expect(fields['Received (UK time)']).toContain(londonClock.format(sentAt));
    const reply = message.getByRole('link', { name: 'Reply' });
    expect(await reply.getAttribute('href')).toBe(
      `mailto:${visitor.email}?subject=${encodeURIComponent('Re: Your message to Rico Technologies')}`,
    );
    expect(await axeEveryRule(page)).toEqual([]);

    // Marked read: the list and the count follow, and the store says who did it.
    await message.getByRole('button', { name: 'Mark Read' }).click();
    await message.getByRole('button', { name: 'Mark Unread' }).waitFor();
    await page.getByText('None unread', { exact: true }).waitFor();
    expect(await row.getAttribute('data-read')).toBe('true');
    const [file = ''] = await stored('messages');
    const record = JSON.parse(await readFile(join(dataDir, 'messages', file), 'utf8')) as { readBy?: string };
    expect(record.readBy).toBe(staff.email);

    // Exported: the CSV of what is shown, each formula-like cell made text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, line, ...rest] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Received (UK time),Name,E-mail,Phone,Company,Interests,Message,Consent,Read');
    expect(line?.split(',').slice(1)).toEqual([
      `'${visitor.name}`,
      visitor.email,
      `'${visitor.phone}`,
      `'${visitor.company}`,
      'Data & Analytics',
      `'${visitor.message}`,
      'yes',
      'yes',
    ]);
    expect(rest.filter(Boolean)).toEqual([]);

    // Deleted after the confirmation: gone from the page and from the store, delivery record too.
    expect(await stored('delivery')).not.toEqual([]);
    await message.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Delete Message' }).click();
    await page.getByText('No messages yet').waitFor();
    expect(await row.count()).toBe(0);
    expect(await stored('messages')).toEqual([]);
    expect(await stored('delivery')).toEqual([]);

    // A new message appears without a reload once the list's next look is due (every 30 s).
    const secondVisitor = await browser.newPage();
    await sendAsVisitor(secondVisitor);
    await secondVisitor.close();
    await page.clock.runFor(30_000);
    await row.first().waitFor();
    await page.getByText('1 unread', { exact: true }).waitFor();
    await page.getByText('A new message has arrived.').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
