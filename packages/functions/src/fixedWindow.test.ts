import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './fixedWindow';

const minute = { max: 2, windowMs: 60_000 };
const at = (time: string) => new Date(`2025-06-01T${time}Z`);

describe('createMemoryRateLimiter', () => {
  it('given hits within one window, should allow max of them, then count from zero in the next', async () => {
    const limiter = createMemoryRateLimiter();
    const results = [];
    for (const time of ['10:00:00', '10:00:30', '10:00:59.999', '10:01:00'])
      results.push(await limiter.hit('k', minute, at(time)));
    expect(results).toEqual([true, true, false, true]);
  });

  it('should keep keys apart', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('a', minute, at('10:00:00'));
    await limiter.hit('a', minute, at('10:00:00'));
    expect(await limiter.hit('b', minute, at('10:00:00'))).toBe(true);
  });
});
