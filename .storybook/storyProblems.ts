/**
 * What a designer would see go wrong in a story, failing its test in every story project: a console
 * error or a request answered with an HTTP error (an uncaught exception already fails it). A story that
 * makes its component log an error on purpose silences it with a spy (`spyOn(console, 'error')
 * .mockImplementation(...)`), which stands in front of this one.
 */
import { afterEach, beforeEach, expect } from 'vitest';

let problems: string[] = [];
let ownError: typeof console.error | undefined;
let requests: PerformanceObserver | undefined;

beforeEach(() => {
  problems = [];
  ownError = console.error;
  const report = ownError;
  console.error = (...args: unknown[]) => {
    problems.push(
      `console.error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`,
    );
    report.apply(console, args);
  };
  requests = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.responseStatus >= 400) problems.push(`HTTP ${entry.responseStatus}: ${entry.name}`);
    }
  });
  requests.observe({ type: 'resource' });
});

afterEach(() => {
  // What the browser has measured but not yet handed to the observer.
  for (const entry of (requests?.takeRecords() ?? []) as PerformanceResourceTiming[]) {
    if (entry.responseStatus >= 400) problems.push(`HTTP ${entry.responseStatus}: ${entry.name}`);
  }
  requests?.disconnect();
  if (ownError) console.error = ownError;
  expect(problems, 'the story logged an error or a request failed').toEqual([]);
});
