import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import {
  applicationsEmpty,
  applicationsNoMatches,
  applicationsRetention,
} from '../../src/content/inboxApplications';
import { openRoles } from '../../src/content/jobs/openRoles';
import { applicationForm } from '../../src/content/applicationForm';
import { pollIntervalMs } from '../../src/routes/inbox/useInboxList';
import { answeredBanner } from '../consent';
import { fillIn, tickBoxes } from '../contactForm';
import { desktop, journey } from '../engineSession';
import { click } from '../interact';
import { waitForText } from '../seen';
import {
  downloaded,
  keepDownloads,
  openFirstRow,
  openItem,
  rowCount,
  rows,
  signInAsStaff,
} from '../staffInbox';
import { pageClock, runClockFor } from '../network';
import { blankPath, startProbeProxy, type ProbeProxy } from '../probe/probeProxy';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { open, problemsOf } from '../visit';

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

const candidate = { name: 'Ann Baker', email: 'ann.jobs@example.co.uk' };
const [role, otherRole] = openRoles;
const sections = {
  noMatches: applicationsNoMatches,
  empty: applicationsEmpty,
  retention: applicationsRetention,
};
const files = mkdtempSync(join(tmpdir(), 'rico-inbox-cv-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));
const cvPath = join(files, 'Ann Baker CV.pdf');
writeFileSync(cvPath, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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

/** The records the local backend holds in a folder (messages, delivery, applications), or its CV files. */
const stored = async (folder: 'messages' | 'delivery' | 'applications' | 'cvs') =>
  (await readdir(join(dataDir, folder)).catch(() => [] as string[])).filter(
    (file) => folder === 'cvs' || file.endsWith('.json'),
  );

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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
      await signInAsStaff(page, staff);

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
      await openFirstRow(page, visitor.name);
      const message = await openItem(page);
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
      await keepDownloads(page);
      await click(page, { css: 'button', text: 'Export CSV' });
      const csv = await downloaded(page);
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

journey(
  'the staff inbox: job applications',
  (browser) => {
    it('given a job application with a CV, should let staff find it by role, download the CV, mark, export and delete it with its file', async () => {
      if (!role || !otherRole) throw new Error('Two open roles are needed: the example roles have closed');
      // The candidate and the member of staff each in a browser of their own, the banner answered.
      const browserOfOwn = async () => {
        const page = await browser.newPage(desktop);
        await page.goto(at(blankPath));
        await page.evaluate((pairs) => {
          for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
        }, answeredBanner);
        return page;
      };

      // The candidate applies from the role's page.
      const candidatePage = await browserOfOwn();
      await open(candidatePage, at(`/jobs/${role.id}`));
      await fillIn(candidatePage, { name: candidate.name, email: candidate.email });
      await candidatePage.chooseFile('form input[name="cv"]', cvPath);
      await click(candidatePage, { css: 'form input[name="consent"]' });
      await recordFirstToast(candidatePage);
      await click(candidatePage, { css: 'form button[type="submit"]' });
      expect((await recordedToast(candidatePage)).text).toContain(applicationForm.toast.success);
      expect(await stored('applications')).toHaveLength(1);
      expect(await stored('cvs')).toHaveLength(1);
      expect(await problemsOf(candidatePage)).toEqual([]);
      await candidatePage.close();

      // A link to the applications of another role: staff sign in to that list, which has none.
      const page = await browserOfOwn();
      await open(page, at(`/inbox?show=applications&role=${encodeURIComponent(otherRole.title)}`));
      await signInAsStaff(page, staff);
      await waitForText(page, sections.noMatches.title);
      await waitForText(page, sections.retention);
      await click(page, { css: 'button', text: sections.noMatches.clearFilters });
      expect(await page.evaluate(() => location.search)).toBe('?show=applications');

      // Every role: the application is listed unread and counted, its role beside the name.
      await rowCount(page, 1);
      expect(await rows(page)).toEqual([
        {
          read: 'false',
          text: expect.stringMatching(new RegExp(`Unread: ${candidate.name}.*${role.title}`)) as unknown,
        },
      ]);
      await waitForText(page, '1 unread');
      await page.checkpoint('the applications with one unread');

      await openFirstRow(page, candidate.name);
      const application = await openItem(page);
      expect(application.fields).toMatchObject({
        'E-mail': candidate.email,
        Role: role.title,
        LinkedIn: 'Not given',
        CV: expect.stringMatching(/^Ann Baker CV\.pdf \(PDF, \d+ bytes\)$/) as unknown,
        Consent: 'Agreed to the recruitment privacy notice',
      });
      expect(application.fields['Received (UK time)']).toContain(
        londonClock.format(new Date(application.sentAt)),
      );
      expect(application.fields['Erased on (UK time)']).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
      expect(application.reply).toBe(
        `mailto:${candidate.email}?subject=${encodeURIComponent(`Re: Your application to Rico Technologies (${role.title})`)}`,
      );
      await page.checkpoint('an application open');

      // The CV, as the candidate sent it, under its own name.
      await keepDownloads(page);
      await click(page, { css: 'article button', text: 'Download CV' });
      const cv = await downloaded(page);
      expect(cv.name).toBe('Ann Baker CV.pdf');
      expect(cv.text).toMatch(/^%PDF-1\.7/);

      // Marked read: the list and the count follow, and the store says who did it.
      await click(page, { css: 'article button', text: 'Mark Read' });
      await waitForText(page, 'Mark Unread');
      await waitForText(page, 'None unread');
      const [file = ''] = await stored('applications');
      const record = JSON.parse(await readFile(join(dataDir, 'applications', file), 'utf8')) as {
        read?: boolean;
        readChangedBy?: string;
      };
      expect(record).toMatchObject({ read: true, readChangedBy: staff.email });

      // Exported: the CSV of what is shown.
      await click(page, { css: 'button', text: 'Export CSV' });
      const csv = await downloaded(page);
      expect(csv.name).toMatch(/^applications-.*\.csv$/);
      const [header, line, ...rest] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe('Received (UK time),Name,E-mail,Role,LinkedIn,CV,Consent,Read,Erased on (UK time)');
      expect(line?.split(',').slice(1, 8)).toEqual([
        candidate.name,
        candidate.email,
        role.title,
        '',
        'Ann Baker CV.pdf',
        'yes',
        'yes',
      ]);
      expect(rest.filter(Boolean)).toEqual([]);

      // Deleted after the confirmation: the record and the CV file are both gone.
      await click(page, { css: 'article button', text: 'Delete' });
      await waitForText(page, 'Delete this application?');
      await click(page, { css: 'dialog[open][role="alertdialog"] button', text: 'Delete Application' });
      await waitForText(page, sections.empty.title);
      await rowCount(page, 0);
      expect(await stored('applications')).toEqual([]);
      expect(await stored('cvs')).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
    });
  },
  {
    profile: { scripts: true, dark: false, timeZone: 'America/New_York' },
  },
);
