/**
 * `pnpm bench:compare`: this code's build beside an earlier one, served at once and measured round
 * after round in the same run, so a slow minute on a shared machine hits both alike. BENCH_BEFORE
 * names the earlier build's folder (relative to site/), e.g. one built from another commit with
 * `SITE_BUILD_DIR=node_modules/.cache/site-before pnpm exec react-router build` in a worktree.
 *
 * Two things, per round: Lighthouse (mobile, simulated slow 4G and 4x CPU) on each key route of
 * both builds; and a navigation, as a visitor sees it: on the home page, a click on the footer's
 * About Us link until the about page's heading is painted, under the same slow 4G and 4x CPU
 * (emulated: Chromium's own throttling), the first page already loaded and hydrated. It prints the
 * medians side by side. Not part of `pnpm test`: it takes minutes and its timings vary.
 */
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { buildInto } from '../hosting/buildInto';
import { startSite } from '../hosting/startSite';
import { launchChromeForLighthouse, lighthouseVersion, runLighthouse } from './lighthouse';
import { median, type RunFigures } from './stats';

const siteDir = join(import.meta.dirname, '..', '..');
const before = process.env.BENCH_BEFORE;
if (!before) throw new Error('BENCH_BEFORE: the folder (relative to site/) of the build to compare with');
const afterDir = 'node_modules/.cache/site-bench';
if (process.env.BENCH_BUILD !== '0') buildInto(afterDir);

const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
const routes = (process.env.BENCH_ROUTES ?? '/,/about,/services/epos-table-ordering,/contact')
  .split(',')
  .filter(Boolean);

/** One build served as `pnpm start` serves it, with a local backend of its own. */
const serve = (buildDirectory: string) =>
  startSite({
    publicDir: resolve(siteDir, buildDirectory, 'client'),
    backend: {
      dataDir: mkdtempSync(join(tmpdir(), 'rico-bench-compare-')),
      log: { info: () => undefined, error: console.error },
    },
  });

async function lighthouseOnce(url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChromeForLighthouse();
    try {
      return await runLighthouse(url, chrome.port);
    } catch (error) {
      if (attempt === 2) throw error;
      console.warn(`retrying ${url}: ${String(error)}`);
    } finally {
      await chrome.close();
    }
  }
}

/** Lighthouse's mobile profile, emulated: slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and 4x CPU. */
async function throttle(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 150 : 0,
    downloadThroughput: on ? 1.6e6 / 8 : -1,
    uploadThroughput: on ? 750e3 / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
}

/**
 * Milliseconds from the click on the footer's About Us link to the first paint that shows the about
 * page's heading: the next document's first contentful paint after a page load, or the frame after
 * the heading changed in a client-side navigation (whichever the build does).
 */
async function navigationOnce(origin: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await throttle(page, true);
    await page.evaluate(() => {
      addEventListener(
        'click',
        () => sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())),
        {
          capture: true,
        },
      );
      const observer = new MutationObserver(() => {
        if (!document.querySelector('h1')?.textContent.includes('About')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() =>
            sessionStorage.setItem('shownAt', String(performance.timeOrigin + performance.now())),
          ),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.evaluate(() => Object.assign(window, { benchSameDocument: true }));
    await page.locator('footer a[href="/about"]').first().click();
    await page.waitForURL('**/about');
    // A client-side navigation keeps the document (and its first paint, long past): wait for the
    // heading's frame instead. A page load has a first paint of its own.
    const sameDocument = await page.evaluate(() => 'benchSameDocument' in window);
    await page.waitForFunction(
      (same) =>
        same
          ? sessionStorage.getItem('shownAt') !== null
          : performance.getEntriesByName('first-contentful-paint').length > 0,
      sameDocument,
    );
    return await page.evaluate(() => {
      const clickAt = Number(sessionStorage.getItem('clickAt'));
      const shownAt = sessionStorage.getItem('shownAt');
      if (shownAt) return Number(shownAt) - clickAt;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return performance.timeOrigin + (paint?.startTime ?? NaN) - clickAt;
    });
  } finally {
    await browser.close();
  }
}

const sites = { before: await serve(before), after: await serve(afterDir) };
type Side = keyof typeof sites;
const lighthouseRuns = new Map<string, RunFigures[]>();
const navigation: Record<Side, number[]> = { before: [], after: [] };
try {
  for (let round = 1; round <= runs; round++) {
    // Which build goes first alternates, so neither always meets a warmer machine.
    const order: Side[] = round % 2 ? ['before', 'after'] : ['after', 'before'];
    for (const route of routes) {
      for (const side of order) {
        const key = `${side} ${route}`;
        lighthouseRuns.set(key, [
          ...(lighthouseRuns.get(key) ?? []),
          await lighthouseOnce(sites[side].origin + route),
        ]);
      }
    }
    for (const side of order) navigation[side].push(await navigationOnce(sites[side].origin));
    console.log(`round ${round} of ${runs} measured`);
  }
} finally {
  await Promise.all(Object.values(sites).map((site) => site.close()));
}

const figure = (side: Side, route: string, pick: (run: RunFigures) => number) =>
  median((lighthouseRuns.get(`${side} ${route}`) ?? []).map(pick));
console.log(`\nLighthouse ${lighthouseVersion}, mobile, medians of ${runs} runs: before (${before}) | after`);
console.table(
  routes.map((route) => {
    const pair = (pick: (run: RunFigures) => number, digits = 0) =>
      `${figure('before', route, pick).toFixed(digits)} | ${figure('after', route, pick).toFixed(digits)}`;
    return {
      route,
      'LCP ms': pair((r) => r.lcpMs),
      'TBT ms (after paint)': pair((r) => r.tbtAfterPaintMs),
      'TBT ms (Lighthouse)': pair((r) => r.tbtMs),
      'longest script task ms': pair((r) => r.longestScriptTaskMs),
      CLS: pair((r) => r.cls, 3),
      score: pair((r) => r.performance),
    };
  }),
);
const round = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
console.log(
  `Navigation, home to about (click to the about page's heading painted, slow 4G and 4x CPU), median: ` +
    `before ${Math.round(median(navigation.before))} ms (${round(navigation.before)}), ` +
    `after ${Math.round(median(navigation.after))} ms (${round(navigation.after)})`,
);
