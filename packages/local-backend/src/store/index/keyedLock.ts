/**
 * Runs work for one key at a time, in the order asked, and work for other keys freely. Ours rather
 * than a library's: the few well-kept mutex packages lock one resource, not one per key, and this is
 * a dozen lines.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

export type KeyedLock = ReturnType<typeof createKeyedLock>;
