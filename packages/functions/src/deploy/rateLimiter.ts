import type { RateLimit, RateLimiter } from '@rico/inbox';
import { nextCount } from '../fixedWindow';
import type { DocumentDb } from './documentDb';

export type { RateLimit, RateLimiter };

/** The Firestore collection of rate-limit counters (server-only: the rules deny every client). */
export const rateLimitsCollection = 'rateLimits';

/** A counter outlives its window by a day, then the TTL policy on expireAt removes it. */
const keepAfterWindowMs = 24 * 60 * 60_000;

/**
 * Fixed-window counters, one document per key, each hit one transaction: the count is right however
 * many function instances run at once. Windows are aligned to the epoch, so every instance agrees
 * where one ends.
 */
export function createRateLimiter(db: DocumentDb): RateLimiter {
  return {
    hit(key, limit, now) {
      const path = `${rateLimitsCollection}/${key}`;
      return db.runTransaction(async (tx) => {
        const next = nextCount(await tx.get(path), limit, now);
        if (!next) return false;
        const expireAt = new Date(next.windowStart.getTime() + limit.windowMs + keepAfterWindowMs);
        tx.set(path, { ...next, expireAt });
        return true;
      });
    },
  };
}
