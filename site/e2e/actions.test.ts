import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactPage } from '../src/content/pages/contact';
import { collectProblems, launchBrowser, open, withConsent } from './browser';

let browser: Browser;
let page: Page;
let problems: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  page = await browser.newPage();
  problems = collectProblems(page);
  await withConsent(page);
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await page.close();
});

// Schedule Consultation and Schedule Demo have no page of their own: they must still lead somewhere.
describe.each([
  { from: '/', action: 'Request a Demo', to: '/contact?topic=ricotap' },
  { from: '/services', action: 'Schedule Consultation', to: '/contact?topic=consultation' },
  { from: '/services/epos-table-ordering', action: 'Schedule Demo', to: '/contact?topic=demo' },
  { from: '/services/epos-table-ordering', action: 'Get Custom Quote', to: '/contact' },
])('$action on $from', ({ from, action, to }) => {
  it(`should open ${to} in the app`, async () => {
    await open(page, from);
    await page.getByRole('link', { name: action }).last().click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(contactPage.hero.title);
  });
});
