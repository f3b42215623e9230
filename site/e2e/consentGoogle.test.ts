import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInto } from '../scripts/hosting/buildInto';
import type { RunningSite } from '../scripts/hosting/startSite';
import { collectProblems, launchBrowser, followLink } from './browser';
import { contactForm, visitor } from './contactFormDriver';
import {
  analyticsCookies,
  banner,
  chooseInSettings,
  eventually,
  withGlobalPrivacyControl,
} from './consentDriver';
import { googleBuildVariables, interceptGoogle, measurementId, type GoogleTraffic } from './googleStandIns';

/*
 * The consent flow in a build for Google Analytics (a measurement id set), with Google's hosts
 * answered at the network boundary by stand-ins, as production would run it.
 */
let site: RunningSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let google: GoogleTraffic;

beforeAll(async () => {
  buildInto('node_modules/.cache/site-e2e-google', googleBuildVariables);
  // Imported after the build: it serves the folder SITE_BUILD_DIR names when it loads.
  const { startSite } = await import('../scripts/hosting/startSite');
  site = await startSite({ backend: { log: { info: () => undefined, error: console.error } } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await site.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  google = await interceptGoogle(context);
  page = await context.newPage();
  // CSP violations are console errors: the policy must let Google's tag and hits through.
  problems = collectProblems(page);
});
afterEach(async () => {
  expect(problems).toEqual([]);
  expect(google.unexpected).toEqual([]);
  await context.close();
});

async function open(path: string) {
  await page.goto(new URL(path, site.origin).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // The checks after it are of what was not sent: a request later than the quiet network, on a slow
  // machine, would go unseen (a pass it should not be), never fail a page that sent nothing.
  await page.waitForLoadState('networkidle');
}
const navigateTo = (name: string) =>
  followLink(page, page.getByRole('banner').getByRole('link', { name, exact: true }).first());
const pageViews = () =>
  google.hits.filter((hit) => hit.en === 'page_view').map((hit) => hit.params.page_path);

describe('Google Analytics: nothing without consent', () => {
  it('given no choice, Decline, or GPC, should request nothing from Google and set no cookie', async () => {
    await open('/');
    await banner(page).waitFor();
    await navigateTo('About Us');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await open('/services');
    await withGlobalPrivacyControl(page);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open('/');
    expect(await banner(page).count()).toBe(0);
    expect(google.analytics).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });
});

describe('Google Analytics after Accept', () => {
  it('should load the tag once a page with ads denied, and send a page view on Accept and on the next page', async () => {
    await open('/');
    expect(google.analytics).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await eventually(
      () => Promise.resolve(pageViews()),
      (views) => views.length >= 1,
    );
    await navigateTo('About Us');
    await eventually(
      () => Promise.resolve(pageViews()),
      (views) => views.length >= 2,
    );
    expect(pageViews()).toEqual(['/', '/about']);
    // Every page is a page load of its own: the tag once on each (the browser's cache serves the second).
    const tag = `https://www.googletagmanager.com/gtag/js?l=dataLayer&id=${measurementId}`;
    expect(google.analytics.filter((url) => url.includes('/gtag/js'))).toEqual([tag, tag]);
    expect(google.hits[0]?.consent).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(await analyticsCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_E2ETEST']));
  });

  it('should send generate_lead when the contact form is sent, with nothing the visitor typed', async () => {
    await open('/contact');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const form = contactForm(page);
    await form.fill();
    await form.submit().click();
    await form.toast("Thanks! We'll get back to you shortly.").waitFor();
    await eventually(
      () => Promise.resolve(google.hits),
      (hits) => hits.some((hit) => hit.en === 'generate_lead'),
    );
    expect(google.hits.find((hit) => hit.en === 'generate_lead')?.params).toMatchObject({
      form_id: 'contact',
    });
    const sent = decodeURIComponent(google.analytics.join(' ')).replace(/\+/g, ' ');
    for (const typed of Object.values(visitor)) expect(sent).not.toContain(typed);
  });

  it('given withdrawal, should delete the _ga cookies and send no more hits, even after a reload', async () => {
    await open('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    // Set first, so the test shows them going.
    expect(
      await eventually(
        () => analyticsCookies(context),
        (names) => names.length >= 2,
      ),
    ).toEqual(expect.arrayContaining(['_ga', '_ga_E2ETEST']));
    await chooseInSettings(page, 'reject');
    // Deleted within moments of Save (the few lines that do it load on first need).
    expect(
      await eventually(
        () => analyticsCookies(context),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    const hitsBefore = google.hits.length;
    await navigateTo('About Us');
    await page.reload();
    // As in open(): a hit later than the quiet network could go unseen, never one that was not sent.
    await page.waitForLoadState('networkidle');
    expect(google.hits.slice(hitsBefore)).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });
});
