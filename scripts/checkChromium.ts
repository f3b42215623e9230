/** `pnpm test`'s first step: find (or, on a developer's machine, download) the Chromium tests drive. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { searchThisMachine } from './chromium';
import { ensureChromium } from './ensureChromium';

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
