/** A call that took longer than its caller was willing to wait. `code` matches Firebase's errors. */
export class TimeoutError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles like `promise`, or rejects with a TimeoutError after `ms`. The work itself is not
 * cancelled (Firestore Lite offers no way to), so its outcome stays unknown to the caller.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
