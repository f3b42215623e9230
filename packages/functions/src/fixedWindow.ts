import { windowStartOf, type RateLimit, type RateLimiter } from '@rico/inbox';

/** A counter as stored: the window it counts and how many hits it holds. */
export interface WindowCount {
  windowStart: Date;
  count: number;
}

/**
 * The counter after one more hit, or null when the window is full. A counter from an earlier window
 * (or none) starts again from zero. Shared by every limiter, so they all count the same way.
 */
export function nextCount(
  current: Partial<Record<keyof WindowCount, unknown>> | null,
  limit: RateLimit,
  now: Date,
): WindowCount | null {
  const windowStart = windowStartOf(now, limit.windowMs);
  const sameWindow =
    current?.windowStart instanceof Date && current.windowStart.getTime() === windowStart.getTime();
  const count = sameWindow && typeof current.count === 'number' ? current.count : 0;
  return count >= limit.max ? null : { windowStart, count: count + 1 };
}

/**
 * Fixed-window counters in this process's memory: for one process (the local backend), where the
 * counts need not outlive it. Production counts in Firestore (deploy/rateLimiter.ts).
 */
export function createMemoryRateLimiter(): RateLimiter {
  const counters = new Map<string, WindowCount>();
  return {
    hit(key, limit, now) {
      const next = nextCount(counters.get(key) ?? null, limit, now);
      if (next) counters.set(key, next);
      return Promise.resolve(next !== null);
    },
  };
}
