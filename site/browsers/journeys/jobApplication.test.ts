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
import { fillIn } from '../contactForm';
import { journey, phone } from '../engineSession';
import type { EnginePage } from '../engines/types';
import { click } from '../interact';
import { shownTexts } from '../seen';
import { open, siteUrl, waitFor } from '../visit';

/*
 * A job seeker on a phone: finds a role on /jobs (once by its team's filter), opens it, applies with a PDF CV, and lands on the
 * confirmation; the application and the CV are in the local backend's data folder. The form is the
 * browser's own multipart post (the page ships no script for it), so this is also the path of a
 * visitor without script. A mistake is answered by a page that says what to fix and names the file
 * to choose again, and stores nothing.
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

async function startAt(page: EnginePage, mark: string, { byTeam = false } = {}) {
  await page.goto(siteUrl('/'));
  await page.evaluate((pairs) => {
    for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
  }, answeredBanner);
  await open(page, '/jobs');
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
  await fillIn(page, { name: `Ann Baker ${mark}`, email: 'ann.jobs@example.co.uk' });
  await page.chooseFile('form input[name="cv"]', cvPath);
}

journey('a job application', (browser) => {
  it('should take a role’s application with its CV, confirm it and keep both', async () => {
    const page = await browser.newPage(phone);
    const mark = `${page.engine}-${crypto.randomUUID()}`;
    await startAt(page, mark, { byTeam: true });
    await click(page, { css: 'form input[name="consent"]' });
    await click(page, { css: 'form button[type="submit"]' });
    await landedOn(page, jobsAppliedPage.title);
    expect(await page.evaluate(() => location.pathname)).toBe('/jobs/applied');
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

  it('should say what to fix and which file to choose again, and store nothing', async () => {
    const page = await browser.newPage(phone);
    const mark = `${page.engine}-${crypto.randomUUID()}`;
    await startAt(page, mark);
    // The consent box left unticked.
    await click(page, { css: 'form button[type="submit"]' });
    await landedOn(page, jobApplicationCopy.invalid.title);
    const shown = await shownTexts(page, 'li, p');
    expect(shown).toContain(contactMessages.consent);
    expect(shown).toContain(jobApplicationCopy.chosenFile('Ann Baker CV.pdf'));
    expect(await storedWithMark(mark)).toEqual([]);
  });
});
