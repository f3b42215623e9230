/**
 * A try done again inside a helper rather than by Vitest: the cross-engine suite restarts a WebKit
 * driver that opened no session and opens one again, for the page a test (or its tests' shared
 * set-up) asked for. The test then passes with no retry of Vitest's, so a retry count would never
 * show it, and a run that used one would read as clean. Each is written down here, from the test's
 * worker, as it happens (recordTriedAgain.ts); the flaky report (flakeReport.ts) names it with the
 * tests Vitest retried.
 */
import { existsSync, readFileSync } from 'node:fs';

/** One try done again: in which file and test (or its set-up), and how the first try ended. */
export interface TriedAgain {
  /** The test file, from the repository's root. */
  file: string;
  /** The test's full name; for a shared set-up, what it was set-up of. */
  name: string;
  firstError: string;
}

/** Where a Vitest run's tries done again are written, beside its flaky report. */
export const triedAgainPathOf = (flakyReportPath: string) => `${flakyReportPath}.tried-again.jsonl`;

/** Every try done again that the run wrote down (none when nothing was). */
export function readTriedAgain(path: string): TriedAgain[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TriedAgain);
}
