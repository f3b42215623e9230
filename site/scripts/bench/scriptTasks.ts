/**
 * The longest stretch of the page's own script in one task, read from the Chromium trace Lighthouse
 * records. Lighthouse's long-tasks audit cannot tell: it files the hydration turns (a timer whose
 * callback does its work in microtasks) under "other", and lists beside them the browser's own tasks
 * (creating the page's JavaScript context, 50-130 ms at 4x even on the hand-written limit page) and
 * the first style and layout of the HTML (the zero-JS twin has that one too).
 *
 * A task counts by the script that runs in it, not by its whole length. The head's theme script runs
 * inside the browser's parse of the HTML, and that parse takes as long in the zero-JS twin, which runs
 * no script at all: 8-18 ms observed in either, here. Counted whole, the parse was the page's "longest
 * script task" in most runs on the strength of a few milliseconds of script, most of them the one
 * storage read that applies a stored theme before the first paint. A hydration turn is script from
 * end to end, so it counts whole either way.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const topLevelTask = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Where a task's time goes into JavaScript: timers, callbacks, script and module evaluation, microtasks.
const scriptEntry = new Set([
  'TimerFire',
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.callFunction',
  'RunMicrotasks',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
]);
const lighthouseOwn = (event: TraceEvent) =>
  ((event.args?.data as { url?: string } | undefined)?.url ?? '').includes('_lighthouse-eval');

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
const within = (outer: TraceEvent, inner: TraceEvent) => inner.ts >= outer.ts && end(inner) <= end(outer);

/** The events no other event in the list contains (Chromium nests events of the same extent: the first counts). */
function outermostOf(events: readonly TraceEvent[]): TraceEvent[] {
  return events.filter(
    (event, index) =>
      !events.some(
        (other, at) => at !== index && within(other, event) && (!within(event, other) || at < index),
      ),
  );
}

/** The parse of the page itself: its process and thread are the page's renderer main thread. */
export function pageParseEvent(trace: readonly TraceEvent[], pageUrl: string): TraceEvent {
  const parse = trace.find(
    (event) =>
      event.name === 'ParseHTML' && (event.args?.beginData as { url?: string } | undefined)?.url === pageUrl,
  );
  if (!parse) throw new Error(`No ParseHTML of ${pageUrl} in the trace`);
  return parse;
}

/** Milliseconds at Lighthouse's simulated CPU slowdown (observed script time times `slowdown`). */
export function longestScriptTaskMs(trace: readonly TraceEvent[], pageUrl: string, slowdown: number): number {
  const parse = pageParseEvent(trace, pageUrl);
  const thread = trace.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X',
  );
  const tasks = thread.filter((event) => topLevelTask.has(event.name));
  let longest = 0;
  for (const task of outermostOf(tasks)) {
    const entries = thread.filter((event) => scriptEntry.has(event.name) && within(task, event));
    if (entries.some(lighthouseOwn)) continue;
    const scriptTime = outermostOf(entries).reduce((sum, entry) => sum + (entry.dur ?? 0), 0);
    longest = Math.max(longest, (scriptTime / 1000) * slowdown);
  }
  return longest;
}
