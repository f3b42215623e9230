import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/patience';
import { collectProblems, launchBrowser } from './browser';

/*
 * `pnpm dev` in a fresh clone: Vite has pre-bundled nothing yet. Each page must load once, without
 * the reloads, 504 "Outdated Optimize Dep" answers and failed dynamic imports Vite produces when it
 * discovers a dependency only as a page asks for it.
 */
const siteDir = join(import.meta.dirname, '..');
let cacheDir = '';
let dev: ChildProcess | undefined;
let origin = '';
let output = '';
let browser: Browser | undefined;

async function waitUntilServing(url: string, child: ChildProcess, log: () => string) {
  await pollUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`pnpm dev exited:\n${log()}`);
      return fetch(url).then(
        () => true,
        () => false,
      );
    },
    Boolean,
    `pnpm dev to answer at ${url}`,
  );
}

/*
 * What Vite's dependency optimizer says as it works (its debug output, DEBUG=vite:deps): that it is
 * at work (scanning, crawling a page's imports, bundling what it found), and each decision it comes
 * to. A reload is one of those decisions.
 */
const optimizerAtWork = [
  'scanning for dependencies',
  'static imports crawl ended',
  'using post-scan optimizer result',
  're-running optimizer',
  'new dependencies found',
  'delaying reload',
];
const optimizerDecided = [
  'dependencies optimized',
  'optimized dependencies unchanged',
  'optimized dependencies changed. reloading',
];

/** Whether the optimizer's last word is a decision, with the first page's imports crawled. */
function optimizerDone(log: string): boolean {
  if (!log.includes('static imports crawl ended')) return false;
  const last = (phrases: string[]) => Math.max(...phrases.map((phrase) => log.lastIndexOf(phrase)));
  return last(optimizerDecided) > last(optimizerAtWork);
}

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'rico-vite-cache-'));
  const port = await getPort({ host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(
    'pnpm',
    ['exec', 'react-router', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: siteDir,
      detached: true,
      env: { ...process.env, SITE_VITE_CACHE_DIR: cacheDir, DEBUG: 'vite:deps' },
    },
  );
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(`${origin}/__backend/health`, dev, () => output);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  // The whole group: pnpm, react-router and Vite's workers.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('pnpm dev from an empty dependency cache', () => {
  it.each(['/', '/contact'])('should load %s once, hydrate it and report no error', async (path) => {
    if (!browser) throw new Error('No browser: the dev server did not start');
    const page = await browser.newPage();
    const problems = collectProblems(page);
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    const logFrom = output.length;
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // A reload Vite decides on comes once it has bundled what the page's imports showed it: wait for
    // its decision, not for a while. A module the page asks for only later (on a scroll, say) could
    // still be decided on after this, unseen: a pass it should not be, never a false failure.
    await pollUntil(() => output, optimizerDone, "Vite's dependency optimizer to decide");
    // Deciding on a reload is the fault, whether or not it has reached the page yet.
    expect(output.slice(logFrom)).not.toContain('optimized dependencies changed. reloading');
    expect(problems).toEqual([]);
    expect(loads).toBe(1);
    await page.close();
  });
});
