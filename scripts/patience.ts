/**
 * How long the tests wait, in one place. No verdict may depend on how much real time passed: a test
 * waits for a state (an element, a request, a message), and a duration it checks (a toast's four
 * seconds, a debounce) runs on a clock the test controls. These two deadlines exist only to end a
 * wait that would otherwise never end, with a message, and are sized for a machine many times slower
 * than any this project has run on: the slowest single test seen here took about a minute on a
 * two-core machine busy with the rest of the suite (the budget measuring every page), and short
 * deadlines (Playwright's 30 s, testing-library's 1 s, a 5 s default) failed fresh-clone runs there
 * while the product did what it should.
 *
 * ESLint (eslint/noWallClock.js) keeps literal timeouts, sleeps and clock reads out of test code, so
 * every other wait goes through these.
 */

/** One wait for a state: an element, a page load, a poll. Ends with what it waited for. */
export const waitAtMostMs = 180_000;

/** A whole test or hook; beyond it the test is taken for hung. Leaves room for several waits. */
export const hungAfterMs = 600_000;

interface HasDefaultTimeouts {
  setDefaultTimeout(timeout: number): void;
  setDefaultNavigationTimeout(timeout: number): void;
}

interface OpensContexts<Context extends HasDefaultTimeouts, Page extends { context(): Context }> {
  newContext(...args: never[]): Promise<Context>;
  newPage(...args: never[]): Promise<Page>;
}

/**
 * Gives every context and page a Playwright browser opens the deadline above instead of Playwright's
 * 30 s, which a page load on a busy machine reached. Done once where the browser is launched, so the
 * tests' many `newContext` and `newPage` calls need nothing of their own.
 */
export function withPatience<
  Context extends HasDefaultTimeouts,
  Page extends { context(): Context },
  Browser extends OpensContexts<Context, Page>,
>(browser: Browser): Browser {
  const patient = (context: Context) => {
    context.setDefaultTimeout(waitAtMostMs);
    context.setDefaultNavigationTimeout(waitAtMostMs);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args: never[]) => patient(await newContext(...args));
  browser.newPage = async (...args: never[]) => {
    const page = await newPage(...args);
    patient(page.context());
    return page;
  };
  return browser;
}

/**
 * Reads `read` until `done` accepts what it returned, and returns that; for a state only a poll can
 * see (a file written by another process, a driver without events). Between reads it waits
 * `intervalMs`, which only sets how often it looks. Past waitAtMostMs it throws, naming `what` it
 * waited for and the last value read.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  intervalMs = 100,
): Promise<T> {
  const giveUpAt = Date.now() + waitAtMostMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > giveUpAt) {
      // JSON has no undefined, nor a function: those are named by String.
      const last = (JSON.stringify(value) as string | undefined) ?? String(value);
      throw new Error(`Waited ${waitAtMostMs / 1000} s for ${what}; last read: ${last.slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * `pending`'s outcome, or the error `late()` makes if it has none after `ms`: for a call that may
 * never answer at all (a driver that hangs). `ms` is waitAtMostMs; only a test of this very
 * deadline, against a call that never answers, passes a shorter one.
 */
export function answeredWithin<T>(pending: Promise<T>, late: () => Error, ms = waitAtMostMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(late()), ms);
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The first outcome of `ask()`, asked again beside the earlier asks every `everyMs` while none has
 * answered: for a call that a driver now and then loses (it never answers that one, yet answers the
 * next at once). `everyMs` only sets how soon it asks again, never a verdict: a slow machine only asks
 * a few more times. Pair it with answeredWithin for a deadline.
 */
export function askedAgainUntilAnswered<T>(ask: () => Promise<T>, everyMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const again = () => {
      if (settled) return;
      ask().then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
      timer = setTimeout(again, everyMs);
    };
    again();
  });
}
