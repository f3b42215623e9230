import { defineConfig } from 'vitest/config';
import { hungAfterMs, waitAtMostMs } from '../scripts/patience.ts';

/**
 * End-to-end tests: the production build, served as Firebase Hosting serves it (superstatic, see scripts/hosting)
 * on an ephemeral port, driven in Debian's Chromium with the playwright library, for what only Chromium's driver can
 * check (the network held or refused, init scripts, the DevTools protocol, axe, the budget). A visitor's journeys,
 * in every engine, are the cross-engine suite's (vitest.browsers.config.ts). Run alone with
 * `pnpm exec vitest run --config site/vitest.e2e.config.ts`, or as a project of the root config.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    // One file, so one browser, at a time: the machines this runs on have two cores. Files whose tests
    // only read pages, each in a browser context of its own, run them side by side
    // (`describe.concurrent`): most of such a test is waiting (for a slowed font, an animation, the
    // network), and a few pages at once fill that wait without crowding two cores.
    fileParallelism: false,
    maxConcurrency: 4,
    // A busy shared machine makes these tests slow, never wrong: time is not what they judge. With
    // 30 s, a fresh-clone run on a loaded machine (load average 10 to 37) failed 53 of the 54 dark
    // axe runs at their timeout while their pages were still being checked.
    testTimeout: hungAfterMs,
    hookTimeout: hungAfterMs,
    expect: { poll: { timeout: waitAtMostMs } },
  },
});
