import { createHash } from 'node:crypto';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters (the functions' RateLimiter on Firestore, or one in memory locally):
 * resolves false, counting nothing, when the window is full. Windows are aligned to the epoch.
 */
export interface InboxRateLimiter {
  hit(key: string, limit: RateLimit, now: Date): Promise<boolean>;
}

/** Two calls a second on average: far more than a person clicking, far less than a script. */
export const defaultInboxLimit: RateLimit = { max: 120, windowMs: 60_000 };

/** One counter per account; the uid is hashed so any uid makes a valid, short document id. */
export function staffLimitKey(uid: string): string {
  return `inbox-${createHash('sha256').update(uid).digest('hex').slice(0, 32)}`;
}

/** Whole seconds until the epoch-aligned window that holds `now` ends (at least 1). */
export function retryAfterSeconds(now: Date, windowMs: number): number {
  const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}
