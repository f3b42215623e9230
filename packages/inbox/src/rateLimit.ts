import { createHash } from 'node:crypto';

/** A budget of hits per window, e.g. 5 an hour. */
export interface RateLimit {
  /** Most hits counted in one window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters (on Firestore in production, in memory locally), shared by the contact form's
 * abuse guard and the staff inbox, so both count the same way.
 */
export interface RateLimiter {
  /**
   * Counts one hit against `key` in the current window and resolves true, or resolves false (and
   * counts nothing) when the window is full.
   */
  hit(key: string, limit: RateLimit, now: Date): Promise<boolean>;
}

/** Where the window holding `now` starts. Aligned to the epoch, so every instance agrees where one ends. */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window that holds `now` ends (at least 1). */
export function retryAfterSeconds(now: Date, windowMs: number): number {
  const windowEnd = windowStartOf(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}

/** Two calls a second on average: far more than a person clicking, far less than a script. */
export const defaultInboxLimit: RateLimit = { max: 120, windowMs: 60_000 };

/** One counter per account; the uid is hashed so any uid makes a valid, short document id. */
export function staffLimitKey(uid: string): string {
  return `inbox-${createHash('sha256').update(uid).digest('hex').slice(0, 32)}`;
}
