import type { EnginePage } from './engines/types';

/**
 * From now on, the page's timers of two seconds or more never fire: a toast that closes itself after
 * four seconds stays up. A driver sees the page only between its round trips, and on a loaded machine
 * one of Firefox's or WebKit's took longer than the toast is up, so a check of what the toast says
 * found none and failed with nothing wrong in the product. Shorter timers (a task's turn, a debounce)
 * run as usual. How long the toast stays is the Toast stories' to check, on a clock they move.
 * The rule is the capture clock's (.storybook/captureClock.ts), written again here because a driver
 * sends the function's source to the page: it cannot close over a module's code.
 */
export const holdLongTimers = (page: EnginePage) =>
  page.evaluate(() => {
    const heldFrom = 2000;
    // Ids far above the browser's own, so clearing a held timer is harmless.
    let nextHeldId = 2 ** 30;
    const own = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      (delay ?? 0) >= heldFrom
        ? (nextHeldId += 1)
        : own(handler, delay, ...rest)) as typeof window.setTimeout;
    return true;
  });
