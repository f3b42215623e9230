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
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { servedBuildDir } from '../../e2e/servedSite';
import { startSite, type RunningSite } from '../../scripts/hosting/startSite';
import { contactForm as formCopy } from '../../src/content/contactForm';
import { pollIntervalMs } from '../../src/routes/inbox/useInboxList';
import { answeredBanner } from '../consent';
import { fillIn, tickBoxes } from '../contactForm';
import { desktop, journey } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click } from '../interact';
import { waitForText } from '../seen';
import { pageClock, runClockFor } from '../network';
import { blankPath, startProbeProxy, type ProbeProxy } from '../probe/probeProxy';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { open, problemsOf, waitFor } from '../visit';

/*
 * The staff inbox end to end: a visitor's message sent through the contact form, then found, read,
 * exported and erased by staff signed in against firebase-tools' Auth emulator, in a browser set to
 * New York's time. The suite's shared server runs in Vitest's main process, where this file cannot
 * point its backend at the emulator, so it serves the same build itself (behind the suite's probe),
 * a fresh one with a data folder of its own for each engine's journey, so each meets only its own
 * messages.
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
beforeAll(async () => {
  emulator = await startAuthEmulator();
  staff = await seedStaff(emulator.host);
  // The local backend reads it on each call: its sign-in proxy and token checks reach this emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
});
afterAll(async () => {
  await emulator.stop();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
});

let site: RunningSite;
let proxy: ProbeProxy;
let dataDir: string;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rico-engines-inbox-'));
  site = await startSite({
    publicDir: join(import.meta.dirname, '..', '..', servedBuildDir, 'client'),
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  proxy = await startProbeProxy(site.origin);
});
afterEach(async () => {
  await proxy.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (path: string) => `${proxy.origin}${path}`;

/** The message files and delivery records the local backend holds. */
const stored = async (folder: 'messages' | 'delivery') =>
  (await readdir(join(dataDir, folder)).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The rows the inbox lists, as staff read them: read or not, and what each says. */
const rows = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button[data-message-id]')].map((row) => ({
      read: row.dataset.read,
      text: row.textContent,
    })),
  );
const rowCount = (page: EnginePage, count: number) =>
  waitFor(
    page,
    `${count} rows`,
    (n) => document.querySelectorAll('button[data-message-id]').length === n,
    count,
  );

/** The open message: its heading, its fields by their labels, when it arrived and where Reply goes. */
const openMessage = (page: EnginePage) =>
  page.evaluate(() => {
    const article = document.querySelector('article');
    const terms = [...(article?.querySelectorAll('dl dt') ?? [])];
    return {
      name: article?.querySelector('h2')?.textContent,
      fields: Object.fromEntries(
        terms.map((term) => [term.textContent.trim(), term.nextElementSibling?.textContent.trim() ?? '']),
      ),
      sentAt: article?.querySelector('time')?.getAttribute('datetime') ?? '',
      reply: article?.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.getAttribute('href'),
    };
  });

/**
 * Keeps the export the page hands to the browser (a blob, under the name the server gave it): its
 * text is read here (a fetch of the blob's URL is outside the page's connect-src), and the engine's
 * own download is left out.
 */
const keepExport = (page: EnginePage) =>
  page.evaluate(() => {
    const kept = window as unknown as { exported?: { name: string; text?: string } };
    const create = URL.createObjectURL.bind(URL);
    let blob: Blob | undefined;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) blob = object;
      return create(object);
    };
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
        event.preventDefault();
        const exported = { name: event.target.download, text: undefined as string | undefined };
        void blob?.text().then((text) => {
          exported.text = text;
          kept.exported = exported;
        });
      },
      true,
    );
  });
const exported = (page: EnginePage) =>
  waitFor(
    page,
    'the export',
    () => (window as unknown as { exported?: { name: string; text: string } }).exported,
  );

journey(
  'the staff inbox',
  (browser) => {
    it('given a visitor’s message, should let staff sign in, read, mark, export and delete it, and see the next one arrive', async () => {
      const page = await browser.newPage(desktop);
      await page.goto(at(blankPath));
      await page.evaluate((pairs) => {
        for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
      }, answeredBanner);

      await open(page, at('/contact'));
      await fillIn(page, visitor);
      await tickBoxes(page);
      // The toast says the message went; it closes itself after 4 s, which a slow driver could miss.
      await recordFirstToast(page);
      await click(page, { css: 'form button[type="submit"]' });
      expect((await recordedToast(page)).text).toContain(formCopy.toast.success);
      expect(await stored('messages')).toHaveLength(1);

      // The inbox's pages carry a clock the journey moves on: its next look is half a minute away.
      await pageClock(true, proxy.origin);
      await open(page, at('/inbox'));
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      // Staff sign in from the keyboard.
      await click(page, { css: 'input[name="email"]' });
      await page.type(staff.email);
      await click(page, { css: 'input[name="password"]' });
      await page.type(staff.password);
      await page.press('Enter');
      await waitForText(page, `Signed in as ${staff.email}`);

      // The message is listed, unread and counted.
      await rowCount(page, 1);
      expect(await rows(page)).toEqual([
        { read: 'false', text: expect.stringContaining(`Unread: ${visitor.name}`) as unknown },
      ]);
      await waitForText(page, '1 unread');
      await waitForText(page, /^Messages are kept for .* then erased automatically\.$/);
      await page.checkpoint('the inbox with one message unread');
      // A search finds it.
      await click(page, { css: 'input[name="search"]' });
      await page.type('Baker');
      await rowCount(page, 1);

      // Opened: every field, the interest by its title, consent, the delivery, and the time received
      // in London's time although this browser is in New York's.
      await click(page, { css: 'button[data-message-id]' });
      await waitFor(
        page,
        'the open message',
        (name) => document.querySelector('article h2')?.textContent === name,
        visitor.name,
      );
      const message = await openMessage(page);
      expect(message.fields).toMatchObject({
        'E-mail': visitor.email,
        Phone: visitor.phone,
        Company: visitor.company,
        Interests: 'Data & Analytics',
        Consent: 'Agreed to the privacy policy',
        'Notification e-mail': expect.stringContaining('E-mailed to the team') as unknown,
        Message: visitor.message,
      });
      expect(message.fields['Received (UK time)']).toContain(londonClock.format(new Date(message.sentAt)));
      expect(message.reply).toBe(
        `mailto:${visitor.email}?subject=${encodeURIComponent('Re: Your message to Rico Technologies')}`,
      );
      await page.checkpoint('a message open');

      // Marked read: the list and the count follow, and the store says who did it.
      await click(page, { css: 'article button', text: 'Mark Read' });
      await waitForText(page, 'Mark Unread');
      await waitForText(page, 'None unread');
      expect((await rows(page)).map((row) => row.read)).toEqual(['true']);
      const [file = ''] = await stored('messages');
      const record = JSON.parse(await readFile(join(dataDir, 'messages', file), 'utf8')) as {
        readBy?: string;
      };
      expect(record.readBy).toBe(staff.email);

      // Exported: the CSV of what is shown, each formula-like cell made text.
      await keepExport(page);
      await click(page, { css: 'button', text: 'Export CSV' });
      const csv = await exported(page);
      expect(csv.name).toMatch(/\.csv$/);
      const [header, line, ...rest] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
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
      await click(page, { css: 'article button', text: 'Delete' });
      await waitForText(page, 'Delete this message?');
      await click(page, { css: 'dialog[open][role="alertdialog"] button', text: 'Delete Message' });
      await waitForText(page, 'No messages yet');
      await rowCount(page, 0);
      expect(await stored('messages')).toEqual([]);
      expect(await stored('delivery')).toEqual([]);

      // A new message appears without a reload once the list's next look is due.
      const posted = await fetch(at('/contact/send'), {
        method: 'POST',
        headers: { origin: proxy.origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...visitor, consent: 'on' }),
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      await runClockFor(page, pollIntervalMs);
      await rowCount(page, 1);
      await waitForText(page, '1 unread');
      await waitForText(page, 'A new message has arrived.', { hidden: true });
      expect(await problemsOf(page)).toEqual([]);
    });
  },
  { profile: { scripts: true, dark: false, timeZone: 'America/New_York' } },
);
