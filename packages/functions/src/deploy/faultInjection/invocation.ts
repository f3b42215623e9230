import { AsyncLocalStorage } from 'node:async_hooks';

/** One running invocation (a callable call, a backstop run): `die` ends it as a killed process would. */
interface Invocation {
  kind: 'callable' | 'backstop' | 'trigger';
  die: () => void;
}

export const invocations = new AsyncLocalStorage<Invocation>();

/** A promise that never settles: what the rest of a killed process's work amounts to. */
const never = () => new Promise<never>(() => undefined);

export function die(): Promise<never> {
  invocations.getStore()?.die();
  return never();
}

/** Runs `work` as one invocation that a planned death can end; resolves either way. */
export function invoke<T>(kind: 'callable' | 'backstop' | 'trigger', work: () => Promise<T>) {
  return new Promise<
    { outcome: 'done'; value: T } | { outcome: 'failed'; error: unknown } | { outcome: 'killed' }
  >((resolve) => {
    const end = () => resolve({ outcome: 'killed' });
    invocations.run({ kind, die: end }, () => {
      work().then(
        (value) => resolve({ outcome: 'done', value }),
        (error: unknown) => resolve({ outcome: 'failed', error }),
      );
    });
  });
}
