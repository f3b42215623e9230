import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLoad } from './load/runLoad';
import { startTestBackend, type TestBackend } from './testing/testBackend';

let env: TestBackend;
beforeEach(async () => {
  env = await startTestBackend();
});
afterEach(async () => {
  await env.close();
});

// The short form of `pnpm --filter @rico/local-backend load`, which runs 1,000 at 50 at a time.
describe('many visitors at once', () => {
  describe('given 40 submissions, 20 at a time, each a write and then the callable', () => {
    it('should store every message and mail each exactly once, with no errors', async () => {
      const report = await runLoad({
        url: env.backend.url,
        dataDir: env.dataDir,
        submissions: 40,
        concurrency: 20,
      });
      expect(report).toMatchObject({ errors: 0, stored: 40, emailed: 40, duplicates: 0, missing: 0 });
    });
  });
});
