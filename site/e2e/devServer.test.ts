import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let browser: Browser | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitUntilServing(url: string, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`pnpm dev exited:\n${log()}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`pnpm dev did not answer in 60 s:\n${log()}`);
}

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'rico-vite-cache-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  let output = '';
  dev = spawn(
    'pnpm',
    ['exec', 'react-router', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: siteDir, detached: true, env: { ...process.env, SITE_VITE_CACHE_DIR: cacheDir } },
  );
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(`${origin}/__backend/health`, dev, () => output);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  // The whole group: pnpm, react-router and Vite's workers.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('pnpm dev from an empty dependency cache', () => {
  it.each(['/', '/contact'])(
    'should load %s once, hydrate it and report no error',
    async (path) => {
      if (!browser) throw new Error('No browser: the dev server did not start');
      const page = await browser.newPage();
      const problems = collectProblems(page);
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
      });
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
      // A reload Vite decides on comes after it has bundled what it found late: give it time to show.
      await page.waitForTimeout(2000);
      expect(problems).toEqual([]);
      expect(loads).toBe(1);
      await page.close();
    },
    90_000,
  );
});
