/**
 * How often a message's e-mail is tried before the functions give up on it. The backstop runs
 * every 5 minutes, so the first retry waits one run; each later one waits twice as long, up to 4
 * hours; after the 8th failed attempt (about 9 hours after the first) the message is 'abandoned':
 * it stays stored and an ERROR log tells the company (see alerts.ts).
 */
export interface RetryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 5 * 60_000,
  maxDelayMs: 4 * 60 * 60_000,
};

/** The wait after failed attempt number `attempt` (1-based): doubling, capped. */
export function retryDelayMs(attempt: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}
