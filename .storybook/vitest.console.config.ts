import { defineConfig } from 'vitest/config';
import { hungAfterMs } from '../scripts/patience.ts';

/**
 * The served Storybook as designers open it (`pnpm build-storybook`, served statically): every story
 * in Chromium with animations on, failing on a console error or a failed request. Run alone with
 * `pnpm exec vitest run --project storybook-console`.
 */
export default defineConfig({
  test: {
    name: 'storybook-console',
    root: import.meta.dirname,
    environment: 'node',
    include: ['console/**/*.test.ts'],
    globalSetup: ['console/globalSetup.ts'],
    // A few stories at a time in one browser: this runs on two cores beside other projects.
    maxConcurrency: 4,
    // A busy shared machine makes these slow, never wrong: on one (load average 12 to 18), a docs
    // page's contrast check took over 30 s and failed at its timeout.
    testTimeout: hungAfterMs,
    // The Storybook build.
    hookTimeout: hungAfterMs,
  },
});
