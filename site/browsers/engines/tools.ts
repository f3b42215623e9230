import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { searchThisMachine } from '../../../scripts/chromium';
import type { EngineName } from './types';

/** Whether an engine can run on this machine: what to start it with, or why not. */
export type EngineTool<T> = ({ ok: true; version: string } & T) | { ok: false; reason: string };

export interface EngineTools {
  chromium: EngineTool<{ executable: string }>;
  firefox: EngineTool<{ executable: string }>;
  webkit: EngineTool<{ driver: string; miniBrowser: string }>;
}

// Debian's packages: firefox-esr, and webkit2gtk-driver (which brings MiniBrowser's library).
const debianFirefox = '/usr/bin/firefox-esr';
const debianMiniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const onPath = (command: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, command))
    .find((path) => existsSync(path));

const versionOf = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The Chromium the e2e suite drives (scripts/chromium.ts says which, and where it looked). */
function findChromium(): EngineTools['chromium'] {
  const search = searchThisMachine();
  if (search.kind === 'missing') return { ok: false, reason: search.reason };
  // Debian's prints "Chromium 156.0.8078.114 built on Debian ...".
  const version = versionOf(search.path, ['--version'])?.match(/\d+(?:\.\d+)+/)?.[0];
  return { ok: true, executable: search.path, version: version ? `Chromium ${version}` : 'Chromium' };
}

function findFirefox(): EngineTools['firefox'] {
  const executable = process.env.FIREFOX_PATH ?? debianFirefox;
  if (!existsSync(executable)) {
    return {
      ok: false,
      reason: `no Firefox at ${executable} (apt-get install firefox-esr, or set FIREFOX_PATH)`,
    };
  }
  const version = versionOf(executable, ['--version']);
  if (!version) return { ok: false, reason: `${executable} --version failed` };
  return { ok: true, executable, version: version.replace(/^Mozilla /, '') };
}

function findWebKit(): EngineTools['webkit'] {
  const driver = onPath('WebKitWebDriver');
  const miniBrowser = process.env.MINIBROWSER_PATH ?? debianMiniBrowser;
  if (!driver) return { ok: false, reason: 'no WebKitWebDriver on PATH (apt-get install webkit2gtk-driver)' };
  if (!existsSync(miniBrowser)) return { ok: false, reason: `no MiniBrowser at ${miniBrowser}` };
  if (!onPath('xvfb-run')) return { ok: false, reason: 'no xvfb-run for its display (apt-get install xvfb)' };
  // MiniBrowser prints the WebKitGTK version, but only with a display to open.
  const printed = versionOf('xvfb-run', ['-a', miniBrowser, '--version']);
  const version = printed?.match(/[\d.]+/)?.[0];
  return { ok: true, driver, miniBrowser, version: version ? `WebKitGTK ${version}` : 'WebKitGTK' };
}

// Kept on the process, not the module: the run's setup and its reporter load this file separately.
const cache = globalThis as unknown as { ricoEngineTools?: EngineTools };

/** Looked up once per process: each engine's executable and version, or why it cannot run here. */
export function engineTools(): EngineTools {
  cache.ricoEngineTools ??= { chromium: findChromium(), firefox: findFirefox(), webkit: findWebKit() };
  return cache.ricoEngineTools;
}

export const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];
