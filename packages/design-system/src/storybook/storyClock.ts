import { withGlobal, type Clock } from '@sinonjs/fake-timers';

/**
 * A clock a play function controls, for a story that checks a duration (a toast's four seconds, a
 * debounce, a hover's delay). While it is installed, the page's `setTimeout` and `clearTimeout` run
 * their callbacks only when the story moves the clock on (`await clock.tickAsync(ms)`), so the check
 * says the same on a quiet machine and on one three times slower; on the machine's own clock, a busy
 * processor made every such check race the thing it watched.
 *
 * Only timeouts are faked: animation frames, MutationObserver and React's scheduler keep running, so
 * the page renders as usual and testing-library's `findBy*` still sees it change. `Date` is left
 * alone (the screenshot runs hold it at a fixed day with a fake of their own, which a second full
 * install would refuse). Uninstall it (`clock.uninstall()`, in a `finally`) before waiting with
 * `waitFor`, whose own timers it would hold. Use it from a plain `click()` or `focus()`: user-event
 * waits on a timeout between its steps.
 */
export interface StoryClock {
  /** Moves the clock on, running every timeout that falls due, with the page's promises in between. */
  tickAsync(ms: number): Promise<number>;
  /** Resolves, after as many frames as it takes, once a timeout whose delay `matches` has been set. */
  whenSet(matches: (delayMs: number) => boolean): Promise<void>;
  /** Puts the page's own timers back; timeouts still pending on this clock never run. */
  uninstall(): void;
}

export function installStoryClock(): StoryClock {
  const clock: Clock = withGlobal(window).createClock();
  const own = { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) };
  const delays = new Set<number>();
  window.setTimeout = ((handler: (...args: unknown[]) => void, delay?: number, ...rest: unknown[]) => {
    delays.add(delay ?? 0);
    return clock.setTimeout(() => handler(...rest), delay ?? 0) as number;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => clock.clearTimeout(id)) as typeof window.clearTimeout;
  return {
    tickAsync: (ms) => clock.tickAsync(ms),
    async whenSet(matches) {
      while (![...delays].some(matches)) await frames(1);
    },
    uninstall() {
      window.setTimeout = own.setTimeout;
      window.clearTimeout = own.clearTimeout;
    },
  };
}

/** Resolves after `count` animation frames: a few turns of rendering, whatever the machine's speed. */
export async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
