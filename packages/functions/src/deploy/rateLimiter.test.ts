import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';

const hour = { max: 3, windowMs: 60 * 60_000 };
const at = (time: string) => new Date(`2025-06-01T${time}Z`);

describe('createRateLimiter', () => {
  it('given hits within one window, should allow max of them and refuse the rest', async () => {
    const limiter = createRateLimiter(createFakeDocumentDb());
    const results = [];
    for (const time of ['10:00:00', '10:10:00', '10:20:00', '10:30:00', '10:59:59']) {
      results.push(await limiter.hit('k', hour, at(time)));
    }
    expect(results).toEqual([true, true, true, false, false]);
  });

  it('given a new window, should count from zero again', async () => {
    const limiter = createRateLimiter(createFakeDocumentDb());
    for (let i = 0; i < 3; i += 1) await limiter.hit('k', hour, at('10:00:00'));
    expect(await limiter.hit('k', hour, at('11:00:00'))).toBe(true);
  });

  it('given concurrent hits from many instances, should never allow more than max', async () => {
    const db = createFakeDocumentDb();
    const limiter = createRateLimiter(db);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit('k', hour, at('10:00:00'))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(db.peek('rateLimits/k')).toMatchObject({ count: 3 });
    expect(db.stats.commits).toBe(12);
  });

  it('should keep counters apart by key and give each an expireAt for the TTL policy', async () => {
    const db = createFakeDocumentDb();
    const limiter = createRateLimiter(db);
    for (let i = 0; i < 3; i += 1) await limiter.hit('a', hour, at('10:00:00'));
    expect(await limiter.hit('b', hour, at('10:00:00'))).toBe(true);
    expect(db.peek('rateLimits/a')).toEqual({
      windowStart: at('10:00:00'),
      count: 3,
      expireAt: new Date('2025-06-02T11:00:00Z'),
    });
  });
});
