import type { DocumentDb } from './documentDb';

/** The Firestore collection of rate-limit counters (server-only: the rules deny every client). */
export const rateLimitsCollection = 'rateLimits';

export interface RateLimit {
  /** Most hits counted in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against `key` in the current window and resolves true, or resolves false (and
   * counts nothing) when the window is full.
   */
  hit(key: string, limit: RateLimit, now: Date): Promise<boolean>;
}

/** A counter outlives its window by a day, then the TTL policy on expireAt removes it. */
const keepAfterWindowMs = 24 * 60 * 60_000;

/**
 * Fixed-window counters, one document per key, each hit one transaction: the count is right however
 * many function instances run at once. Windows are aligned to the epoch, so every instance agrees
 * where one ends.
 */
export function createRateLimiter(db: DocumentDb): RateLimiter {
  return {
    hit(key, { max, windowMs }, now) {
      const path = `${rateLimitsCollection}/${key}`;
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      return db.runTransaction(async (tx) => {
        const current = await tx.get(path);
        const sameWindow =
          current?.windowStart instanceof Date && current.windowStart.getTime() === windowStart.getTime();
        const count = sameWindow && typeof current.count === 'number' ? current.count : 0;
        if (count >= max) return false;
        const expireAt = new Date(windowStart.getTime() + windowMs + keepAfterWindowMs);
        tx.set(path, { windowStart, count: count + 1, expireAt });
        return true;
      });
    },
  };
}
