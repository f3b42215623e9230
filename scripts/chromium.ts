import { existsSync } from 'node:fs';

/**
 * The Chromium that tests drive: CHROME_PATH if set, else Debian's /usr/bin/chromium, else
 * (a developer laptop) undefined, which lets Playwright use its own browser.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];
