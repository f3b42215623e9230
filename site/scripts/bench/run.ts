/**
 * `pnpm bench`: builds the site and measures, with Lighthouse (mobile, simulated slow 4G and 4x CPU),
 * every key route beside its zero-JavaScript twin and a hand-written limit page, all served by the
 * same server in the same run, round after round (BENCH_RUNS, 5 unless set, at least 3), and prints the medians:
 * LCP against the limit page and the twin, TBT (counted from a first paint that follows the tasks it
 * waited for, and Lighthouse's own beside it: blockingAfterPaint.ts), the longest task while loading,
 * CLS and the score.
 * Not part of `pnpm test`: it takes minutes and its timings vary with the machine.
 *
 * BENCH_ROUTES=/,/about narrows it to some routes (while working on one); BENCH_BUILD=0 reuses the
 * last bench build.
 *
 * Why the lighthouse library and not Lighthouse CI (@lhci/cli 0.15): its `collect` runs a URL n
 * times and its `assert` checks each URL against fixed numbers, but the targets here are ratios
 * between pages measured in the same run (a route against its twin and the limit page), which need
 * every run's report anyway; it would also bring a second, older Lighthouse (12.6) and its server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildInto } from '../hosting/buildInto';
import { launchChromeForLighthouse, lighthouseVersion, runLighthouse } from './lighthouse';
import { fontOf, limitPage, zeroJsTwin } from './pages';
import { benchRow, median, tbtPair, type RouteMedians, type RunFigures } from './stats';

const buildDirectory = 'node_modules/.cache/site-bench';
if (process.env.BENCH_BUILD === '0') process.env.SITE_BUILD_DIR = buildDirectory;
else buildInto(buildDirectory);
// Imported after the build so they read its folder (scripts/buildDir.ts).
const { clientDir } = await import('../buildDir');
const { startSite } = await import('../hosting/startSite');
const { measure, kb } = await import('../budget/report');

// Five rounds by default: with three, one slow minute on a shared machine moved a route's median.
const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
/** The key routes: the pages people land on, the form, and one 'Coming Soon' placeholder. */
const keyRoutes = (
  process.env.BENCH_ROUTES ?? '/,/about,/services,/services/epos-table-ordering,/contact,/careers'
)
  .split(',')
  .filter(Boolean);

const htmlFile = (route: string) => join(clientDir, route, 'index.html');
const twinUrl = (route: string) => `/__bench/twin${route === '/' ? '' : route}`;
// Written into the bench's own build, so the same server answers with the same headers.
for (const route of keyRoutes) {
  const twin = join(clientDir, twinUrl(route), 'index.html');
  mkdirSync(dirname(twin), { recursive: true });
  writeFileSync(twin, zeroJsTwin(readFileSync(htmlFile(route), 'utf8')));
}
mkdirSync(join(clientDir, '__bench/limit'), { recursive: true });
// The limit page carries the home page's font, preloaded and declared the same way.
const homeFont = fontOf(readFileSync(htmlFile('/'), 'utf8'));
if (!homeFont.preloads.length || !homeFont.faces.some((face) => face.includes('url(')))
  throw new Error('The home page preloads and declares no web font: the limit page would have none to carry');
writeFileSync(join(clientDir, '__bench/limit/index.html'), limitPage(homeFont));

/**
 * Each run in a browser of its own, as Lighthouse CI does: in a shared one, every page inherited the
 * previous page's garbage (same origin, same renderer process), and its first task swept it up. That
 * task, 50-140 ms at 4x, moved TBT by up to 70 ms depending only on which page was measured before.
 */
async function inFreshBrowser(url: string): Promise<RunFigures> {
  const chrome = await launchChromeForLighthouse();
  try {
    return await runLighthouse(url, chrome.port);
  } finally {
    await chrome.close();
  }
}

/** One retry: a run now and then loses its DevTools target when the machine is busy. */
async function measureOnce(url: string): Promise<RunFigures> {
  try {
    return await inFreshBrowser(url);
  } catch (error) {
    console.warn(`retrying ${url}: ${String(error)}`);
    return inFreshBrowser(url);
  }
}

const site = await startSite();
const results: RouteMedians[] = keyRoutes.map((route) => ({ route, page: [], twin: [] }));
const limitRuns: RunFigures[] = [];
try {
  // Round by round, so a slow minute on a shared machine hits every page alike.
  for (let round = 1; round <= runs; round++) {
    limitRuns.push(await measureOnce(`${site.origin}/__bench/limit`));
    for (const result of results) {
      result.page.push(await measureOnce(`${site.origin}${result.route}`));
      result.twin.push(await measureOnce(`${site.origin}${twinUrl(result.route)}`));
    }
    console.log(`round ${round} of ${runs} measured`);
  }
} finally {
  await site.close();
}

const weights = new Map((await measure()).map((w) => [w.path, w]));
const limitLcp = median(limitRuns.map((r) => r.lcpMs));
const limitLongest = Math.max(...limitRuns.map((r) => r.longestTaskMs));
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, medians of ${runs} runs; limit page LCP ${Math.round(limitLcp)} ms, ` +
    `its TBT median ${tbtPair(limitRuns)} (after its paint, Lighthouse's), ` +
    `its longest task ${Math.round(limitLongest)} ms (the browser's own, such as creating the page's JavaScript context)`,
);
console.table(
  results.map((result) => {
    const weight = weights.get(result.route);
    return {
      ...benchRow(result, limitLcp),
      'JS gzip': weight ? kb(weight.jsBytes) : '?',
      'CSS gzip': weight ? kb(weight.cssBytes) : '?',
    };
  }),
);
