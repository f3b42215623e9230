/**
 * Lighthouse's simulated Total Blocking Time taken apart and counted from the paint
 * (blockingAfterPaint.ts). It asks Lighthouse's own computed metrics for the simulated tasks and
 * the window its TBT counts in, and checks first that counting them Lighthouse's way gives back
 * Lighthouse's figure: if an upgrade changes the model, the benchmark stops instead of misreading it.
 */
import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { blockingAfterPaintMs, type SimulatedTask } from './blockingAfterPaint';
import { pageParseEvent, type TraceEvent } from './scriptTasks';

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; event?: TraceEvent }, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

/** When the page's renderer first painted content, in trace microseconds. */
function observedFirstPaint(trace: readonly TraceEvent[], pageUrl: string): number {
  const parse = pageParseEvent(trace, pageUrl);
  const paint = trace.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts > parse.ts,
  );
  if (!paint) throw new Error(`No first contentful paint of ${pageUrl} in the trace`);
  return paint.ts;
}

/** Lighthouse's TBT (the mean of its optimistic and pessimistic simulations), counted from the paint. */
export async function tbtAfterPaintMs(result: RunnerResult): Promise<number> {
  const artifacts = result.artifacts as unknown as Record<string, unknown> & {
    Trace: { traceEvents: TraceEvent[] };
  };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: result.lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: result.lhr.configSettings };
  const request = (metric: unknown) => (metric as Computed).request(data, context);
  const [tbt, firstPaint, interactive] = await Promise.all([
    request(LanternTotalBlockingTime),
    request(LanternFirstContentfulPaint),
    request(LanternInteractive),
  ]);
  const paintedAtUs = observedFirstPaint(artifacts.Trace.traceEvents, result.lhr.finalDisplayedUrl);
  const tasksOf = (estimate: Estimate): SimulatedTask[] =>
    [...estimate.nodeTimings]
      .filter(([node]) => node.type === 'cpu')
      .map(([node, timing]) => ({
        startMs: timing.startTime,
        endMs: timing.endTime,
        ranBeforeFirstPaint: (node.event?.ts ?? Infinity) < paintedAtUs,
      }));
  // Lighthouse pairs each simulation with the opposite paint estimate and the same-side TTI.
  const simulations = [
    {
      tasks: tasksOf(tbt.optimisticEstimate),
      firstPaintMs: firstPaint.pessimisticEstimate.timeInMs,
      interactiveMs: interactive.optimisticEstimate.timeInMs,
    },
    {
      tasks: tasksOf(tbt.pessimisticEstimate),
      firstPaintMs: firstPaint.optimisticEstimate.timeInMs,
      interactiveMs: interactive.pessimisticEstimate.timeInMs,
    },
  ];
  const mean = (counted: number[]) => counted.reduce((sum, value) => sum + value, 0) / counted.length;
  const lighthouseWay = mean(
    simulations.map(({ tasks, ...window }) =>
      blockingAfterPaintMs(
        tasks.map((task) => ({ ...task, ranBeforeFirstPaint: false })),
        window,
      ),
    ),
  );
  if (Math.abs(lighthouseWay - tbt.timing) > 0.5)
    throw new Error(
      `Lighthouse's TBT model has changed: its simulated tasks count ${lighthouseWay} ms, it reports ${tbt.timing} ms`,
    );
  return mean(simulations.map(({ tasks, ...window }) => blockingAfterPaintMs(tasks, window)));
}
