import { describe, expect, it } from 'vitest';
import { debianChromium, searchChromium } from './chromium';

const playwrightChromium = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const machine = (files: string[], env: Record<string, string> = {}) => ({
  env,
  exists: (path: string) => files.includes(path),
  playwrightChromium,
});

describe('searchChromium', () => {
  it('given CHROME_PATH to an existing browser, should use it before Debian and Playwright', () => {
    const files = ['/opt/chrome', debianChromium, playwrightChromium];
    expect(searchChromium(machine(files, { CHROME_PATH: '/opt/chrome' }))).toEqual({
      kind: 'found',
      path: '/opt/chrome',
      source: 'CHROME_PATH',
    });
  });

  it('given CHROME_PATH to nothing, should report it and neither fall back nor download', () => {
    const search = searchChromium(machine([debianChromium], { CHROME_PATH: '/opt/typo' }));
    expect(search).toEqual({
      kind: 'missing',
      reason: 'CHROME_PATH is /opt/typo, which does not exist',
      download: false,
    });
  });

  it("given Debian's Chromium, should use it before Playwright's", () => {
    expect(searchChromium(machine([debianChromium, playwrightChromium]))).toEqual({
      kind: 'found',
      path: debianChromium,
      source: 'Debian',
    });
  });

  it("given only Playwright's downloaded Chromium, should use it", () => {
    expect(searchChromium(machine([playwrightChromium]))).toEqual({
      kind: 'found',
      path: playwrightChromium,
      source: 'Playwright',
    });
  });

  it('given no browser on a developer machine, should allow the download', () => {
    const search = searchChromium(machine([]));
    expect(search).toMatchObject({ kind: 'missing', download: true });
    expect(search.kind === 'missing' && search.reason).toContain(playwrightChromium);
  });

  it('given no browser on CI, should not download', () => {
    expect(searchChromium(machine([], { CI: 'true' }))).toMatchObject({ kind: 'missing', download: false });
    expect(searchChromium(machine([], { CI: '1' }))).toMatchObject({ kind: 'missing', download: false });
    expect(searchChromium(machine([], { CI: 'false' }))).toMatchObject({ kind: 'missing', download: true });
  });
});
