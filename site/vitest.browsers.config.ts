import { defineConfig } from 'vitest/config';
import { hungAfterMs, waitAtMostMs } from '../scripts/patience.ts';

/**
 * The cross-engine suite: a visitor's journeys, each written once, on the production build (served as
 * `pnpm start` serves it), driven in Chromium with Playwright, in Firefox ESR over WebDriver BiDi and in
 * WebKitGTK over WebDriver, at a desktop and a phone width. What only Chromium's driver can check is
 * the e2e suite's. Run alone with `pnpm test:browsers`.
 */
export default defineConfig({
  test: {
    name: 'browsers',
    root: import.meta.dirname,
    environment: 'node',
    include: ['browsers/**/*.test.ts'],
    globalSetup: ['browsers/globalSetup.ts'],
    // One file, so one set of browsers, at a time: two cores.
    fileParallelism: false,
    // Other engines under a loaded machine are slow, never wrong: time is not what these tests judge.
    // 90 s was too little for WebKit's longest journeys on a machine at load average 13.
    testTimeout: hungAfterMs,
    // WebKitWebDriver now and then never answers one command of a session (twice in about 400 WebKit
    // journeys on one day: a form being typed into, a page being opened; each passed again at once).
    // A journey that hangs so is closed (its session with it) and run once more in a fresh session;
    // a defect of the site fails both times.
    retry: 1,
    hookTimeout: hungAfterMs,
    expect: { poll: { timeout: waitAtMostMs } },
  },
});
