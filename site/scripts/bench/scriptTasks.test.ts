import { describe, expect, it } from 'vitest';
import { longestScriptTaskMs, type TraceEvent } from './scriptTasks';

const page = 'http://127.0.0.1:4173/';
const renderer = { pid: 2, tid: 2 };
const x = (
  name: string,
  ts: number,
  dur: number,
  args: TraceEvent['args'] = {},
  where = renderer,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  args,
  ...where,
});

// Shaped like Chromium's trace of a page load: the page's renderer parses it, then runs tasks.
const trace: TraceEvent[] = [
  x('ParseHTML', 0, 1, { beginData: { url: '' } }, { pid: 1, tid: 1 }), // about:blank, another renderer
  x('RunTask', 0, 30, {}, { pid: 1, tid: 1 }),
  x('TimerFire', 0, 30, {}, { pid: 1, tid: 1 }),
  // The parse of the HTML: the browser's own work, with the head's inline script run inside it.
  x('RunTask', 10, 14),
  x('ParseHTML', 10, 14, { beginData: { url: page } }),
  x('EvaluateScript', 16, 8),
  // First style and layout: the page's HTML, not its scripts.
  x('RunTask', 20, 31),
  x('UpdateLayoutTree', 20, 18),
  // A hydration turn: a timer whose callback runs the work in microtasks.
  x('RunTask', 150, 16),
  x('ThreadControllerImpl::RunTask', 150, 16),
  x('TimerFire', 150, 16),
  x('v8.callFunction', 150, 16),
  x('RunMicrotasks', 150, 16),
  x('RunTask', 170, 9),
  x('FunctionCall', 170, 9),
  // Lighthouse's own script in the page.
  x('RunTask', 200, 40),
  x('FunctionCall', 200, 40, { data: { url: '_lighthouse-eval.js' } }),
];

describe('longestScriptTaskMs', () => {
  it("should take the longest run of the page's script in one task of its renderer, at the CPU slowdown", () => {
    expect(longestScriptTaskMs(trace, page, 4)).toBe(64);
  });

  it("should count the script's own time in a task the browser's parse shares with it", () => {
    const parseOnly = trace.filter((event) => event.ts < 150_000);
    // 8 ms of the head script in a 14 ms parse: 32 ms at 4x, not the whole parse's 56.
    expect(longestScriptTaskMs(parseOnly, page, 4)).toBe(32);
  });

  it('should be 0 for a page that runs no script', () => {
    const withoutScripts = trace.filter((event) => event.ts < 150_000 && event.name !== 'EvaluateScript');
    expect(longestScriptTaskMs(withoutScripts, page, 4)).toBe(0);
  });
});
