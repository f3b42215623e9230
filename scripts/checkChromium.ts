/**
 * `pnpm test`'s first step: find (or, on a developer's machine, download) the Chromium tests drive,
 * and say whether screenshots can be compared here (in the pinned build, see pinnedChromium.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { searchThisMachine } from './chromium';
import { ensureChromium } from './ensureChromium';
import { pinnedChromium, platformProblem } from './pinnedChromium';

// The package's own CLI (its bin); its exports map does not list cli.js, so resolve beside package.json.
const playwrightCli = join(
  dirname(createRequire(import.meta.url).resolve('playwright/package.json')),
  'cli.js',
);

const download = () =>
  new Promise<number>((resolve) => {
    const installer = spawn(process.execPath, [playwrightCli, 'install', 'chromium'], { stdio: 'inherit' });
    installer.on('error', () => resolve(1));
    installer.on('exit', (code) => resolve(code ?? 1));
  });

process.exitCode = await ensureChromium({ search: searchThisMachine, download, log: console.log });

// Screenshots never use the browser above: they use the build the lockfile pins.
const pinned = pinnedChromium();
if (pinned.kind === 'ready') {
  console.log(`Screenshots are taken and compared in the pinned ${pinned.version}: ${pinned.executablePath}`);
} else {
  console.log(
    `visual comparison not run on this platform: ${pinned.reason}. Stories are still played and checked by axe.`,
  );
  // CI runs on Linux x64, where the pinned build must start: a gate that compares nothing there is broken.
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  if (ci && !platformProblem(process.platform, process.arch)) process.exitCode = 1;
}
