/**
 * `pnpm bench`: builds the site, serves it as Firebase Hosting would, and prints for every route
 * Lighthouse's mobile scores and metrics (npm's lighthouse driving Debian's Chromium) beside the
 * first-load JS and CSS (gzip). Not part of `pnpm test`: it takes minutes and its timings vary.
 */
import { buildInto } from '../hosting/buildInto';
import { launchChromeForLighthouse, runLighthouse } from './lighthouse';

buildInto('node_modules/.cache/site-bench');
// Imported after the build so they read its folder (scripts/buildDir.ts).
const { clientDir } = await import('../buildDir');
const { startSite } = await import('../hosting/startSite');
const { measure, kb } = await import('../budget/report');
const { routeCases } = await import('../../e2e/expectedHeadings');

const weights = new Map(measure(clientDir).map((w) => [w.path, w]));
// Lighthouse does not audit a document answered with 404; /404 serves the same page with 200.
const auditUrl = (route: (typeof routeCases)[number]) => (route.path === '*' ? '/404' : route.url);

/** One retry: a run now and then loses its DevTools target when the machine is busy. */
async function measureRoute(url: string, port: number) {
  try {
    return await runLighthouse(url, port);
  } catch (error) {
    console.warn(`retrying ${url}: ${String(error)}`);
    return runLighthouse(url, port);
  }
}
const site = await startSite();
const chrome = await launchChromeForLighthouse();
const rows = [];
try {
  for (const route of routeCases) {
    const figures = await measureRoute(`${site.origin}${auditUrl(route)}`, chrome.port);
    const weight = weights.get(route.path === '*' ? '/404 (any unknown path)' : route.path);
    rows.push({
      route: auditUrl(route),
      perf: figures.performance,
      a11y: figures.accessibility,
      'best pr.': figures.bestPractices,
      seo: route.meta.noIndex ? `${figures.seo} (noindex)` : figures.seo,
      LCP: `${(figures.lcpMs / 1000).toFixed(2)} s`,
      TBT: `${Math.round(figures.tbtMs)} ms`,
      CLS: figures.cls.toFixed(3),
      'JS gzip': weight ? kb(weight.jsBytes) : '?',
      'CSS gzip': weight ? kb(weight.cssBytes) : '?',
    });
    console.log(`measured ${auditUrl(route)}`);
  }
} finally {
  await chrome.close();
  await site.close();
}
console.table(rows);
