import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { withPatience } from '../../scripts/patience';
import { cookiePolicyVersion } from '../src/content/cookieBanner';

export const siteOrigin = () => inject('siteOrigin');
/** Where the served local backend keeps messages/ and outbox/ (a temp folder per run). */
export const backendDataDir = () => inject('backendDataDir');

/** Debian's Chromium; its pages wait for states as long as scripts/patience.ts allows, not Playwright's 30 s. */
export const launchBrowser = async (): Promise<Browser> =>
  withPatience(await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }));

/** Viewports on either side of the header's md breakpoint (900 px). */
export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/**
 * Everything the page reports as wrong: console errors (CSP violations and React's hydration
 * errors land here), uncaught exceptions and, with `warnings`, console warnings too.
 */
export function collectProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    if (warnings && message.type() === 'warning') problems.push(`console warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Holds every script of the application until `release` is called: the first load on a slow line. */
export async function holdScripts(target: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route('**/assets/*.js', async (route) => {
    await released;
    // A navigation away has cancelled the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Loads a path and, unless told it will not hydrate, waits until React has hydrated it (the layout
 * marks <html data-hydrated>) and the full stylesheet has arrived.
 */
export async function open(page: Page, path: string, { hydrated = true } = {}) {
  const response = await page.goto(new URL(path, siteOrigin()).href, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  if (!hydrated) return response;
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // What comes after hydrating: the full stylesheet, and what waits for it (the cookie banner) a frame
  // later. Waited for by name: "the network is quiet" costs half a second of quiet every time.
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return response;
}

/**
 * Follows a link as a visitor does (a click) and waits for the page it opens to hydrate its islands:
 * every page is a page load of its own, and an island answers only once it has hydrated.
 */
export async function followLink(page: Page, link: Locator) {
  const from = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== from);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Pretends the visitor has already answered the cookie banner, for tests about something else. */
export async function withConsent(page: Page, choice: 'accepted' | 'declined' = 'accepted') {
  // A choice counts only beside its record of the current policy version.
  const record = JSON.stringify({ version: cookiePolicyVersion, date: new Date().toISOString() });
  await page.addInitScript(
    ([value, recordValue]) => {
      localStorage.setItem('cookie-consent', value);
      localStorage.setItem('cookie-consent-record', recordValue);
    },
    [choice, record] as const,
  );
}

/**
 * Records every layout shift on the page from its first frame (call before loading it); read them with
 * `layoutShifts`. Each reads as its score and the start of the elements that moved.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        const { value, sources = [] } = entry as unknown as { value: number; sources?: { node?: Node }[] };
        // A source can be a text node, which has no outerHTML: name it by its text.
        const named = sources.map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 60) : `text "${node?.textContent?.slice(0, 40)}"`,
        );
        shifts.push(`${value.toFixed(4)} ${named.join(', ')}`);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // What the frames drawn so far shifted, including entries the observer has not been handed yet.
    const layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
    Object.assign(window, { layoutShifts });
  });
}

/** Every shift of the frames drawn so far (wait for the frame that matters first: a rAF or two). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: () => string[] }).layoutShifts());
