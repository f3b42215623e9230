/**
 * Writes down, from inside a test or its hooks (in the test's worker), that a helper tried a step
 * again: the run's flaky summary then names the test (triedAgain.ts). Kept apart from the reading
 * side, which the reporter runs outside any test.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { expect, TestRunner } from 'vitest';
import { triedAgainPath } from './flakeReport';
import type { TriedAgain } from './triedAgain';

const root = resolve(import.meta.dirname, '..');

/** That a helper tried a step again after `firstError`, written to `path` (the run's own by default). */
export function recordTriedAgain(firstError: string, path = triedAgainPath): void {
  const test = TestRunner.getCurrentTest();
  const file = test?.file.filepath ?? expect.getState().testPath ?? 'unknown file';
  const entry: TriedAgain = {
    file: relative(root, file),
    // As the reporter names a test: its suites and its own name, without the file.
    name: test?.fullTestName ?? 'the shared set-up of its tests',
    firstError: firstError.split('\n')[0] ?? '',
  };
  mkdirSync(dirname(path), { recursive: true });
  // One line per entry, appended: several workers may write to it in one run.
  appendFileSync(path, `${JSON.stringify(entry)}\n`);
}
