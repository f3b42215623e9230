import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  seedStaff,
  startAuthEmulator,
  type RunningAuthEmulator,
  type SeededStaff,
} from '@rico/inbox/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedBuildDir } from '../../e2e/servedSite';
import { startSite, type RunningSite } from '../../scripts/hosting/startSite';
import { contactForm as formCopy } from '../../src/content/contactForm';
import { answeredBanner } from '../consent';
import { fillIn, tickBoxes, visitorFor } from '../contactForm';
import { desktop, runnableEngines, useEngine } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { click } from '../interact';
import { blankPath, startProbeProxy, type ProbeProxy } from '../probe/probeProxy';
import { hydratedWithStylesheet, problemsOf, waitFor } from '../visit';

/*
 * The staff journey of the e2e suite in Firefox and WebKit: a message sent through the contact form,
 * then found, read, exported and erased by staff signed in against firebase-tools' Auth emulator.
 * The suite's shared server runs in Vitest's main process, where this file cannot point its backend
 * at the emulator, so it serves the same build itself (behind the suite's probe, which reports the
 * page's console errors), with a data folder of its own.
 */

let emulator: RunningAuthEmulator;
let staff: SeededStaff;
let site: RunningSite;
let proxy: ProbeProxy;
let dataDir: string;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  staff = await seedStaff(emulator.host);
  // The local backend reads it on each call: its sign-in proxy and token checks reach this emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  dataDir = mkdtempSync(join(tmpdir(), 'rico-engines-inbox-'));
  site = await startSite({
    publicDir: join(import.meta.dirname, '..', '..', servedBuildDir, 'client'),
    backend: { dataDir, log: { info: () => undefined, error: console.error } },
  });
  proxy = await startProbeProxy(site.origin);
});

afterAll(async () => {
  await proxy.close();
  await site.close();
  await emulator.stop();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  rmSync(dataDir, { recursive: true, force: true });
});

async function openAt(page: EnginePage, path: string) {
  await page.goto(`${proxy.origin}${path}`);
  await hydratedWithStylesheet(page, path);
}

const stored = async (folder: 'messages' | 'delivery') =>
  (await readdir(join(dataDir, folder)).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));

/** The rows the inbox lists, as staff read them: read or not, and who sent each. */
const rows = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button[data-message-id]')].map((row) => ({
      read: row.dataset.read,
      text: row.innerText,
    })),
  );

describe.each(runnableEngines())('%s: the staff inbox', (engine) => {
  const browser = useEngine(engine);

  it('should let staff sign in, find the message unread, open it, mark it read, export and delete it', async () => {
    const page = await browser.newPage(desktop);
    await page.goto(`${proxy.origin}${blankPath}`);
    await page.evaluate((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, answeredBanner);

    // A visitor's message, marked so this engine's journey finds its own.
    const { mark, values } = visitorFor(`${engine}-inbox`);
    await openAt(page, '/contact');
    await fillIn(page, { ...values, company: `=cmd ${mark}` });
    await tickBoxes(page);
    // The toast says the message went; it closes itself after 4 s, which a slow driver could miss.
    await recordFirstToast(page);
    await click(page, { css: 'form button[type="submit"]' });
    expect((await recordedToast(page)).text).toContain(formCopy.toast.success);

    // Staff sign in from the keyboard, and search for it.
    await openAt(page, '/inbox');
    await click(page, { css: 'input[name="email"]' });
    await page.type(staff.email);
    await click(page, { css: 'input[name="password"]' });
    await page.type(staff.password);
    await page.press('Enter');
    await waitFor(page, 'the signed-in inbox', () => document.querySelector('[data-signed-in-as]') !== null);
    await click(page, { css: 'input[name="search"]' });
    await page.type(mark);
    await waitFor(
      page,
      'its row alone',
      () => document.querySelectorAll('button[data-message-id]').length === 1,
    );
    expect(await rows(page)).toEqual([
      { read: 'false', text: expect.stringContaining(values.name) as unknown },
    ]);

    const id = await page.evaluate(() =>
      document.querySelector('button[data-message-id]')?.getAttribute('data-message-id'),
    );
    expect(await stored('messages')).toContain(`${id}.json`);
    await click(page, { css: 'button[data-message-id]' });
    await waitFor(
      page,
      'the open message',
      (name) => document.querySelector('article h2')?.textContent === name,
      values.name,
    );
    await click(page, { css: 'article button', text: 'Mark Read' });
    await waitFor(
      page,
      'the row marked read',
      () => document.querySelector('button[data-message-id]')?.getAttribute('data-read') === 'true',
    );

    // The export is handed to the browser as a blob: its text is read here (a fetch of the blob's URL
    // is outside the page's connect-src), and the engine's download is left out.
    await page.evaluate(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob)
          void blob.text().then((text) => {
            (window as unknown as { exportedText?: string }).exportedText = text;
          });
        return create(blob);
      };
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof HTMLAnchorElement && event.target.download) event.preventDefault();
        },
        true,
      );
    });
    await click(page, { css: 'button', text: 'Export CSV' });
    const csv = await waitFor(
      page,
      'the CSV',
      () => (window as unknown as { exportedText?: string }).exportedText ?? '',
    );
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'=cmd ${mark},`);
    expect(lines[1]).toMatch(/,yes,yes$/);

    await click(page, { css: 'article button', text: 'Delete' });
    await click(page, { css: 'dialog[open] button', text: 'Delete Message' });
    await waitFor(
      page,
      'the row gone',
      () => document.querySelectorAll('button[data-message-id]').length === 0,
    );
    // Gone from the store, with every version of its delivery record.
    expect(await stored('messages')).not.toContain(`${id}.json`);
    expect((await stored('delivery')).filter((file) => file.startsWith(`${id}.`))).toEqual([]);
    expect(await problemsOf(page)).toEqual([]);
  });
});
