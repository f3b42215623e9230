import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Debian's Chromium with a DevTools port for Lighthouse; it writes the port it chose to a file. */
export async function launchChromeForLighthouse(): Promise<{ port: number; close: () => Promise<void> }> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium: set CHROME_PATH or install Debian’s chromium');
  const profile = mkdtempSync(join(tmpdir(), 'rico-bench-'));
  const chrome = spawn(
    executable,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const [port] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
      return {
        port: Number(port),
        close: async () => {
          // Chromium writes to its profile until it has exited.
          const exited = new Promise((resolve) => chrome.once('exit', resolve));
          chrome.kill();
          await exited;
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        },
      };
    } catch {
      await sleep(100);
    }
  }
  chrome.kill();
  throw new Error('Chromium did not open a DevTools port');
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run with its defaults: mobile form factor, simulated slow 4G and CPU throttling. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}
