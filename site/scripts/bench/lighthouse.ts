import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { longestScriptTaskMs, type TraceEvent } from './scriptTasks';
import { tbtAfterPaintMs } from './simulatedTbt';
import type { RunFigures } from './stats';

/** The installed Lighthouse's version, printed with the figures (its scoring changes between majors). */
export const lighthouseVersion: string = lighthousePackage.version;

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

/** One Lighthouse run with its defaults: mobile form factor, simulated slow 4G and 4x CPU slowdown. */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  // Lists the top-level tasks of 50 ms or more, with the simulated (4x CPU) durations.
  const longTasks = audits['long-tasks']?.details;
  const durations =
    longTasks?.type === 'table' ? longTasks.items.map((item) => Number(item.duration ?? 0)) : [];
  const traceEvents = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
  const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    longestTaskMs: Math.max(0, ...durations),
    longestScriptTaskMs: longestScriptTaskMs(traceEvents, result.lhr.finalDisplayedUrl, slowdown),
    tbtAfterPaintMs: await tbtAfterPaintMs(result),
  };
}
