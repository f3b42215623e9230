import { describe, expect, it } from 'vitest';
import type { ChromiumSearch } from './chromium';
import { ensureChromium } from './ensureChromium';

const debian: ChromiumSearch = { kind: 'found', path: '/usr/bin/chromium', source: 'Debian' };
const playwright: ChromiumSearch = { kind: 'found', path: '/cache/chrome', source: 'Playwright' };
const nothing = (download: boolean): ChromiumSearch => ({ kind: 'missing', reason: 'no browser', download });

/** Runs ensureChromium against searches answered in turn and a download that exits `exitCode`. */
async function run(searches: ChromiumSearch[], exitCode = 0) {
  const lines: string[] = [];
  let downloads = 0;
  let turn = 0;
  const code = await ensureChromium({
    search: () => searches[Math.min(turn++, searches.length - 1)] ?? debian,
    download: () => {
      downloads += 1;
      return Promise.resolve(exitCode);
    },
    log: (line) => lines.push(line),
  });
  return { code, downloads, output: lines.join('\n') };
}

describe('ensureChromium', () => {
  it('given a browser, should say which and download nothing', async () => {
    const result = await run([debian]);
    expect(result).toMatchObject({ code: 0, downloads: 0 });
    expect(result.output).toBe("Browser tests use Debian's Chromium: /usr/bin/chromium");
  });

  it("given Playwright's browser, should say so and download nothing", async () => {
    const result = await run([playwright]);
    expect(result).toMatchObject({ code: 0, downloads: 0 });
    expect(result.output).toBe("Browser tests use Playwright's Chromium: /cache/chrome");
  });

  it('given nothing where downloads are allowed, should download once and report the browser', async () => {
    const result = await run([nothing(true), playwright]);
    expect(result).toMatchObject({ code: 0, downloads: 1 });
    expect(result.output).toContain("Downloading Playwright's Chromium");
    expect(result.output).toContain("Browser tests use Playwright's Chromium: /cache/chrome");
  });

  it('given a download that fails, should fail and say how to get a browser', async () => {
    const result = await run([nothing(true), nothing(true)], 1);
    expect(result).toMatchObject({ code: 1, downloads: 1 });
    expect(result.output).toContain('Could not download');
    expect(result.output).toContain('apt-get install chromium');
  });

  it('given nothing where downloads are not allowed (CI), should fail without downloading', async () => {
    const result = await run([nothing(false)]);
    expect(result).toMatchObject({ code: 1, downloads: 0 });
    expect(result.output).toContain('No Chromium for the browser tests: no browser.');
    expect(result.output).toContain('CHROME_PATH');
  });
});
