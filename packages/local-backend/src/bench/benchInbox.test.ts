import { describe, expect, it } from 'vitest';
import { benchInbox } from './benchInbox';

// The short form of `pnpm bench:inbox` (100 to 100,000): the same code at sizes a unit test affords.
// Only what does not depend on the machine is checked: what is read and sent, not how fast.
describe('the inbox benchmark, short', () => {
  it('given 60 and then 600 messages, should read and answer the same per call, and under 1,000 documents an hour', async () => {
    const rows = await benchInbox([60, 600], 2);
    for (const store of ['local', 'firestore'] as const) {
      const [small, large] = rows.filter((row) => row.store === store);
      expect(large?.readsPerCall).toBe(small?.readsPerCall);
      expect(large?.readsPerHour).toBe(small?.readsPerHour);
      expect(large?.readsPerHour).toBeLessThan(1_000);
      expect(Math.abs((large?.answerBytes ?? 0) / (small?.answerBytes ?? 1) - 1)).toBeLessThan(0.5);
    }
  });
});
