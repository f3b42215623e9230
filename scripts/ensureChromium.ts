import type { ChromiumSearch } from './chromium';

export interface EnsureChromiumDeps {
  search: () => ChromiumSearch;
  /** Downloads Playwright's Chromium; resolves the installer's exit code. */
  download: () => Promise<number>;
  log: (line: string) => void;
}

const howToGetOne = `Install Debian's Chromium (apt-get install chromium), or set CHROME_PATH to a Chromium or Chrome.`;

function describe(found: Extract<ChromiumSearch, { kind: 'found' }>): string {
  if (found.source === 'CHROME_PATH') return `Browser tests use CHROME_PATH: ${found.path}`;
  if (found.source === 'Debian') return `Browser tests use Debian's Chromium: ${found.path}`;
  return `Browser tests use Playwright's Chromium: ${found.path}`;
}

/**
 * Makes sure the browser tests have a Chromium and says which, before `pnpm test` spends minutes
 * on lint and types: downloads Playwright's only where nothing is found and the machine may
 * download (not CI). Resolves the exit code: 0 when there is a browser.
 */
export async function ensureChromium({ search, download, log }: EnsureChromiumDeps): Promise<number> {
  const first = search();
  if (first.kind === 'found') {
    log(describe(first));
    return 0;
  }
  if (!first.download) {
    log(`No Chromium for the browser tests: ${first.reason}.`);
    log(first.reason.startsWith('CHROME_PATH') ? 'Fix or unset CHROME_PATH.' : howToGetOne);
    return 1;
  }
  log(`No Chromium found (${first.reason}).`);
  log(`Downloading Playwright's Chromium (playwright install chromium)...`);
  const code = await download();
  const second = search();
  if (code === 0 && second.kind === 'found') {
    log(describe(second));
    return 0;
  }
  log(`Could not download Playwright's Chromium (installer exit code ${code}). ${howToGetOne}`);
  return 1;
}
