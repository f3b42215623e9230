import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactMessages } from '@rico/contact';
import { afterAll, expect, inject, it } from 'vitest';
import { jobApplicationCopy } from '../../../packages/functions/src/jobApplication/jobApplicationCopy';
import { openRoles } from '../../src/content/jobs/openRoles';
import { rolesFor } from '../../src/content/jobs/roleFilters';
import { filteredJobsPages } from '../../src/content/pages/jobsFiltered';
import { jobsAppliedPage } from '../../src/content/pages/jobsApplied';
import { answeredBanner } from '../consent';
import { applicationForm } from '../../src/content/applicationForm';
import { fillIn } from '../contactForm';
import { journey, phone } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click } from '../interact';
import { shownTexts } from '../seen';
import { recordedToast, recordFirstToast } from '../toastRecorder';
import { hydratedWithStylesheet, open, siteUrl, waitFor } from '../visit';

/*
 * A job seeker on a phone: finds a role on /jobs (once by its team's filter), opens it, applies with a
 * PDF CV and is told in a toast; the application and the CV are in the local backend's data folder. A
 * mistake is shown under its field and stores nothing. Without script the same form is the browser's
 * own multipart post: a mistake is answered by a page that says what to fix and names the file to
 * choose again, and a valid application lands on the confirmation page.
 */

const files = mkdtempSync(join(tmpdir(), 'rico-cv-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));
const cvPath = join(files, 'Ann Baker CV.pdf');
writeFileSync(cvPath, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const [role] = openRoles;
const dataDir = () => inject('engineBackendDataDir');

/** The applications the backend holds that carry `mark`, with their CV files' bytes. */
async function storedWithMark(mark: string) {
  const records = await readdir(join(dataDir(), 'applications')).catch(() => [] as string[]);
  const found = [];
  for (const file of records.filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(await readFile(join(dataDir(), 'applications', file), 'utf8')) as Record<
      string,
      unknown
    >;
    if (!JSON.stringify(data).includes(mark)) continue;
    const id = file.slice(0, -'.json'.length);
    const cv = await readFile(join(dataDir(), 'cvs', id), 'latin1').catch(() => undefined);
    found.push({ data, cv });
  }
  return found;
}

const landedOn = (page: EnginePage, title: string) =>
  waitFor(page, `the page "${title}"`, (text) => document.querySelector('h1')?.textContent === text, title);

/** The list of the role's team, which its filter link on /jobs leads to. */
const teamList = Object.values(filteredJobsPages).find(
  (list) =>
    list.filter.place === undefined && role !== undefined && rolesFor(list.filter, openRoles).includes(role),
);

async function startAt(page: EnginePage, mark: string, { byTeam = false, scripts = true } = {}) {
  await page.goto(siteUrl('/'));
  await page.evaluate((pairs) => {
    for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
  }, answeredBanner);
  await open(page, '/jobs', { hydrated: scripts });
  if (!role || !teamList) throw new Error('No open role to apply for: every example role has closed');
  if (byTeam) {
    // The team's filter: a link to a page that lists that team's roles alone.
    await click(page, { css: `nav a[href="${teamList.path}"]` });
    await waitFor(
      page,
      `the list "${teamList.title}"`,
      (title) => [...document.querySelectorAll('h2')].some((h2) => h2.textContent === title),
      teamList.title,
    );
    const listed = await page.evaluate(() =>
      [...document.querySelectorAll('main li h3 a')].map((a) => a.getAttribute('href')),
    );
    expect(listed).toEqual(rolesFor(teamList.filter, openRoles).map((r) => `/jobs/${r.id}`));
  }
  await click(page, { css: `a[href="/jobs/${role.id}"]` });
  await landedOn(page, role.title);
  if (scripts) await hydratedWithStylesheet(page, `/jobs/${role.id}`);
  await fillIn(page, { name: `Ann Baker ${mark}`, email: 'ann.jobs@example.co.uk' });
  await page.chooseFile('form input[name="cv"]', cvPath);
}

const removeButton = (label: string) =>
  [...document.querySelectorAll('form button')].some((button) => button.textContent === label);

journey('a job application', (browser) => {
  it('should take a role’s application with its CV, say so in a toast, empty the form and keep both', async () => {
    const page = await browser.newPage(phone);
    const mark = `${page.engine}-${crypto.randomUUID()}`;
    await startAt(page, mark, { byTeam: true });
    // A chosen file can be taken back (only script can empty the control).
    await waitFor(page, 'the Remove button', removeButton, applicationForm.removeFile);
    await click(page, { css: 'form input[name="consent"]' });
    await recordFirstToast(page);
    await click(page, { css: 'form button[type="submit"]' });
    expect((await recordedToast(page)).text).toContain(applicationForm.toast.success);
    await waitFor(
      page,
      'the form to empty',
      () => document.querySelector<HTMLInputElement>('form [name="name"]')?.value === '',
    );
    expect(
      await page.evaluate(() => document.querySelector<HTMLInputElement>('form [name="cv"]')?.files?.length),
    ).toBe(0);
    const stored = await storedWithMark(mark);
    expect(stored.map(({ data }) => data)).toEqual([
      expect.objectContaining({
        name: `Ann Baker ${mark}`,
        email: 'ann.jobs@example.co.uk',
        role: role?.title,
        consent: true,
        cv: expect.objectContaining({ name: 'Ann Baker CV.pdf', type: 'application/pdf' }) as unknown,
      }),
    ]);
    expect(stored[0]?.cv).toMatch(/^%PDF-1\.7/);
  });

  it('should show a mistake under its field, keep the file chosen and store nothing', async () => {
    const page = await browser.newPage(phone);
    const mark = `${page.engine}-${crypto.randomUUID()}`;
    await startAt(page, mark);
    // The consent box left unticked.
    await click(page, { css: 'form button[type="submit"]' });
    await waitFor(
      page,
      'the consent message',
      (message) => [...document.querySelectorAll('form p, form span')].some((e) => e.textContent === message),
      contactMessages.consent,
    );
    expect(await page.evaluate(() => location.pathname)).toBe(`/jobs/${role?.id}`);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLInputElement>('form [name="cv"]')?.files?.[0]?.name,
      ),
    ).toBe('Ann Baker CV.pdf');
    expect(await storedWithMark(mark)).toEqual([]);
  });
});

journey(
  'a job application without script',
  (browser) => {
    it('should say what to fix and which file to choose again, store nothing, then confirm a valid one on a page', async () => {
      const page = await browser.newPage(phone);
      const mark = `${page.engine}-noscript-${crypto.randomUUID()}`;
      await startAt(page, mark, { scripts: false });
      // The consent box left unticked.
      await click(page, { css: 'form button[type="submit"]' });
      await landedOn(page, jobApplicationCopy.invalid.title);
      const shown = await shownTexts(page, 'li, p');
      expect(shown).toContain(contactMessages.consent);
      expect(shown).toContain(jobApplicationCopy.chosenFile('Ann Baker CV.pdf'));
      expect(await storedWithMark(mark)).toEqual([]);

      await startAt(page, mark, { scripts: false });
      await click(page, { css: 'form input[name="consent"]' });
      await click(page, { css: 'form button[type="submit"]' });
      await landedOn(page, jobsAppliedPage.title);
      expect(await page.evaluate(() => location.pathname)).toBe('/jobs/applied');
      expect((await storedWithMark(mark)).map(({ data }) => data.role)).toEqual([role?.title]);
    });
  },
  { profile: { scripts: false, dark: false } },
);
