import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/** Where the Chromium that tests drive came from. */
export type ChromiumSource = 'CHROME_PATH' | 'Debian' | 'Playwright';

export type ChromiumSearch =
  | { kind: 'found'; path: string; source: ChromiumSource }
  /** Nothing usable; `download` says whether fetching Playwright's browser is the way out here. */
  | { kind: 'missing'; reason: string; download: boolean };

export interface SearchPlaces {
  env: Readonly<Record<string, string | undefined>>;
  exists: (path: string) => boolean;
  /** Where Playwright keeps its own Chromium (installed or not). */
  playwrightChromium: string;
}

/** Debian's package: the machine's browser for e2e and Lighthouse (screenshots use pinnedChromium.ts). */
export const debianChromium = '/usr/bin/chromium';

/**
 * CHROME_PATH if set (and then only it: a mistyped path must not quietly test another browser),
 * else Debian's Chromium, else Playwright's own if it was downloaded. When none is there, a
 * developer's machine may download Playwright's; CI may not (it installs Debian's, see .ci/run).
 */
export function searchChromium({ env, exists, playwrightChromium }: SearchPlaces): ChromiumSearch {
  const chromePath = env.CHROME_PATH;
  if (chromePath) {
    return exists(chromePath)
      ? { kind: 'found', path: chromePath, source: 'CHROME_PATH' }
      : { kind: 'missing', reason: `CHROME_PATH is ${chromePath}, which does not exist`, download: false };
  }
  if (exists(debianChromium)) return { kind: 'found', path: debianChromium, source: 'Debian' };
  if (exists(playwrightChromium)) return { kind: 'found', path: playwrightChromium, source: 'Playwright' };
  const ci = Boolean(env.CI) && env.CI !== 'false';
  return {
    kind: 'missing',
    reason: `no CHROME_PATH, no ${debianChromium} and no Playwright Chromium at ${playwrightChromium}`,
    download: !ci,
  };
}

export const searchThisMachine = (): ChromiumSearch =>
  searchChromium({ env: process.env, exists: existsSync, playwrightChromium: chromium.executablePath() });

/**
 * The Chromium executable for Playwright and Lighthouse. Undefined when there is none, so Playwright
 * reports its own missing browser; `pnpm test` runs scripts/ensureChromium.ts first to say why.
 */
export function chromiumPath(): string | undefined {
  const search = searchThisMachine();
  return search.kind === 'found' ? search.path : undefined;
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
