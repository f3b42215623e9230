/**
 * Total Blocking Time counted from the first paint as it can really happen: after every
 * main-thread task that ran before it.
 *
 * Lighthouse simulates the load on a slow phone (its "Lantern" model) and counts blocking from its
 * estimate of the first contentful paint. That estimate leaves out tasks it does not think the paint
 * waits for, among them the browser committing the document (creating its JavaScript context, 5-45 ms
 * here before the 4x slowdown). The simulated paint then lands inside that commit, or inside the
 * parse and first layout that follow it, and their remainder counts as blocking: work no page can
 * move, since the main thread runs one task at a time and these ran before the paint in the trace.
 * On this machine that alone gave the hand-written limit page, which runs no script, a TBT median of
 * 85 ms. Here the count starts once the simulation has run every task that preceded the observed
 * paint, with Lighthouse's own rules for the rest (the same window end, 50 ms threshold, clipping).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export interface SimulatedTask {
  startMs: number;
  endMs: number;
  /** Whether the task began before the first contentful paint in the recorded (unthrottled) load. */
  ranBeforeFirstPaint: boolean;
}

export interface BlockingWindow {
  /** Lighthouse's simulated first contentful paint, the estimate its TBT starts from. */
  firstPaintMs: number;
  /** Lighthouse's simulated Time to Interactive, where its TBT stops. */
  interactiveMs: number;
}

export function blockingAfterPaintMs(tasks: readonly SimulatedTask[], window: BlockingWindow): number {
  const paintedAt = Math.max(
    window.firstPaintMs,
    ...tasks.filter((task) => task.ranBeforeFirstPaint).map((task) => task.endMs),
  );
  const events = tasks.map((task) => ({
    start: task.startMs,
    end: task.endMs,
    duration: task.endMs - task.startMs,
  }));
  return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(events, paintedAt, window.interactiveMs);
}
