/**
 * The clock of the screenshot runs (the story test projects and Chromatic): a timer of two seconds or
 * more never fires by itself there. What such a timer ends is a layer a person reads (a toast closes
 * after four seconds, the preview banner checks the backend again every fifteen), and a capture taken
 * after a busy processor let it run out showed a story without the thing it is about (the Toast
 * "Success" story was captured after its toast had gone). Held, a story's picture is what its play
 * function left, on any machine. Shorter timers (a task's turn, Radix's one-second announcement, a
 * debounce) run as usual, so the stories play as they do for designers.
 *
 * A story that checks a duration moves a clock of its own (packages/design-system/src/storybook/
 * storyClock.ts), installed over this one for its play function.
 */
const heldFrom = 2000;
// Ids of timers that will never run: far above the browser's own, so clearing one is harmless.
let nextHeldId = 2 ** 30;

type TimerFunction = (handler: TimerHandler, delay?: number, ...rest: unknown[]) => number;

/** Holds long timers on `target` until the returned function is called. */
export function holdLongTimers(target: Window = window): () => void {
  const own = { setTimeout: target.setTimeout.bind(target), setInterval: target.setInterval.bind(target) };
  const holding =
    (run: TimerFunction): TimerFunction =>
    (handler, delay, ...rest) =>
      (delay ?? 0) >= heldFrom ? (nextHeldId += 1) : run(handler, delay, ...rest);
  target.setTimeout = holding(own.setTimeout) as typeof target.setTimeout;
  target.setInterval = holding(own.setInterval) as typeof target.setInterval;
  return () => {
    target.setTimeout = own.setTimeout;
    target.setInterval = own.setInterval;
  };
}
