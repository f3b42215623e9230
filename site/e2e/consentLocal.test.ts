import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePolicyVersion } from '../src/content/cookieBanner';
import { cookieSettings } from '../src/content/cookies';
import { collectProblems, launchBrowser, open, followLink } from './browser';
import { contactForm, visitor } from './contactFormDriver';
import {
  analyticsCookies,
  analyticsRequests,
  banner,
  chooseInSettings,
  eventually,
  gaClientId,
  recordedEvents,
  withGlobalPrivacyControl,
} from './consentDriver';

/*
 * The consent flow against the build every developer gets (no measurement id): analytics goes to
 * the local backend's stand-in, which records each event in the served backend's data dir.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let requests: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  problems = collectProblems(page);
  requests = analyticsRequests(page);
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await context.close();
});

const navigateTo = (name: string) =>
  followLink(page, page.getByRole('banner').getByRole('link', { name, exact: true }).first());
// Empty until the first beacon has set the _ga id.
const events = async () => recordedEvents(await gaClientId(context).catch(() => 'none yet'));

describe('analytics before a choice, after Decline, under GPC', () => {
  it('given no choice yet, should request, set and store nothing of analytics, even across pages', async () => {
    await open(page, '/');
    await banner(page).waitFor();
    await navigateTo('About Us');
    await page.waitForURL('**/about');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  it('given Decline, should send nothing, now or after a reload', async () => {
    await open(page, '/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await navigateTo('About Us');
    await open(page, '/services');
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  it('given Global Privacy Control, should not ask and send nothing; the settings say why', async () => {
    await withGlobalPrivacyControl(page);
    await open(page, '/privacy');
    await page.getByText(cookieSettings.browserSignal).waitFor();
    expect(await banner(page).count()).toBe(0);
    // No consent choice to make (the footer's theme radios are a preference, not consent).
    expect(await page.getByRole('main').getByRole('radio').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });
});

describe('analytics after Accept (local stand-in)', () => {
  it('should record a page view on Accept and on every page opened after, with Consent Mode set', async () => {
    await open(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await eventually(events, (list) => list.some((e) => e.name === 'page_view'));
    await navigateTo('About Us');
    const list = await eventually(events, (l) => l.filter((e) => e.name === 'page_view').length >= 2);
    expect(list.filter((e) => e.name === 'page_view').map((e) => e.params.page_path)).toEqual([
      '/',
      '/about',
    ]);
    expect(list[0]?.consent).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    // Core Web Vitals arrive as events of their own.
    const vitals = await eventually(events, (l) => l.some((e) => e.name === 'TTFB'));
    expect(typeof vitals.find((e) => e.name === 'TTFB')?.params.metric_rating).toBe('string');
    expect(await analyticsCookies(context)).toContain('_ga');
  });

  it('should record generate_lead when the contact form is sent, with nothing the visitor typed', async () => {
    await open(page, '/contact');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const form = contactForm(page);
    await form.fill();
    await form.submit().click();
    await form.toast("Thanks! We'll get back to you shortly.").waitFor();
    const list = await eventually(events, (l) => l.some((e) => e.name === 'generate_lead'));
    expect(list.find((e) => e.name === 'generate_lead')?.params).toEqual({ form_id: 'contact' });
    const everything = JSON.stringify(list);
    for (const typed of Object.values(visitor)) expect(everything).not.toContain(typed);
  });

  it('given withdrawal in Cookie settings, should delete the cookies and send nothing more, even after a reload', async () => {
    await open(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await eventually(
      () => analyticsCookies(context),
      (names) => names.length > 0,
    );
    const clientId = await gaClientId(context);
    await chooseInSettings(page, 'reject');
    // Deleted within moments of Save (the few lines that do it load on first need).
    expect(
      await eventually(
        () => analyticsCookies(context),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    const sentBefore = requests.length;
    await navigateTo('About Us');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests.slice(sentBefore)).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    const pageViews = (await recordedEvents(clientId)).filter((e) => e.name === 'page_view');
    // The settings page itself was viewed while consent still held; nothing after the withdrawal.
    expect(pageViews.map((e) => e.params.page_path)).toEqual(['/', '/privacy']);
  });

  it('given a choice made under an older policy version, should ask again and send nothing', async () => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'accepted');
      localStorage.setItem('cookie-consent-record', JSON.stringify({ version: 'older', date: '2025-01-01' }));
    });
    await open(page, '/');
    await banner(page).waitFor();
    expect(requests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const record = await page.evaluate(() => localStorage.getItem('cookie-consent-record'));
    expect(JSON.parse(record ?? '{}')).toMatchObject({ version: cookiePolicyVersion });
  });
});
