import { defineConfig } from 'vitest/config';
import { hungAfterMs } from '../../scripts/patience.ts';

/*
 * The firestore.rules suite: only under the Firestore emulator, through `pnpm test:rules`
 * (firebase emulators:exec). The root unit project never sees these files (they sit outside src/).
 */
export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['test/**/*.rules.test.ts'],
    environment: 'node',
    globalSetup: ['test/globalSetup.ts'],
    // One emulator, one rules set: files run one after another.
    fileParallelism: false,
    testTimeout: hungAfterMs,
    hookTimeout: hungAfterMs,
  },
});
