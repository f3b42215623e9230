/**
 * A Vitest reporter that keeps a retry from passing for a pass: every test that failed and then
 * passed when Vitest tried it again is named at the end of the run as flaky, with how many tries it
 * took, and the count is printed even when it is 0. Vitest itself counts such a test as passed. So
 * is a test for which a helper tried a step again (triedAgain.ts): it is named here too.
 * The list is also written as JSON (`.vitest-attachments/flaky.json`, or FLAKY_REPORT) for `pnpm test`'s
 * summary.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { readTriedAgain, triedAgainPathOf, type TriedAgain } from './triedAgain';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the flaky tests are written: `pnpm test` gives each of its Vitest runs a file of its own. */
export const flakyReportPath = process.env.FLAKY_REPORT ?? join(root, '.vitest-attachments', 'flaky.json');
/** Where helpers write the steps they tried again during the run. */
export const triedAgainPath = triedAgainPathOf(flakyReportPath);

/** What this reporter needs of one test's result. */
export interface ReportedTest {
  project: string;
  file: string;
  fullName: string;
  state: string;
  retryCount: number;
  /** Every failed try's error (Vitest keeps them on a test that passed in the end), as text. */
  errors: string[];
}

export interface FlakyTest {
  project: string;
  file: string;
  name: string;
  /** How many times it ran: the last try passed, every one before failed. */
  tries: number;
  /** The first line of the first failed try's error: what to hunt, from the run's own output. */
  firstError: string;
}

/**
 * The tests that passed only after failing at least once: retried by Vitest, or with a step a helper
 * tried again (`triedAgain`), which counts as a second try of the test.
 */
export function flakyTests(
  tests: readonly ReportedTest[],
  triedAgain: readonly TriedAgain[] = [],
): FlakyTest[] {
  const retried = tests
    .filter((test) => test.state === 'passed' && test.retryCount > 0)
    .map((test) => ({
      project: test.project,
      file: test.file,
      name: test.fullName,
      tries: test.retryCount + 1,
      firstError: (test.errors[0] ?? 'no error recorded').split('\n')[0] ?? '',
    }));
  const helped = triedAgain
    .filter((step) => !retried.some((test) => test.file === step.file && test.name === step.name))
    .map((step) => ({
      project: tests.find((test) => test.file === step.file)?.project ?? 'unknown project',
      file: step.file,
      name: step.name,
      tries: 2,
      firstError: step.firstError,
    }));
  return [...retried, ...helped];
}

/** The lines printed at the end of a run: the count, then one line per flaky test. */
export function flakySummary(flaky: readonly FlakyTest[]): string[] {
  return [
    `flaky tests (passed only when tried again): ${flaky.length}`,
    ...flaky.flatMap((test) => [
      `  FLAKY ${test.project} ${test.file} > ${test.name} (passed on try ${test.tries} of ${test.tries})`,
      `    first try: ${test.firstError}`,
    ]),
  ];
}

function reportedTests(modules: readonly TestModule[]): ReportedTest[] {
  return modules.flatMap((module) =>
    [...module.children.allTests()].map((test) => ({
      project: module.project.name,
      file: relative(root, module.moduleId),
      fullName: test.fullName,
      state: test.result().state,
      retryCount: test.diagnostic()?.retryCount ?? 0,
      errors: (test.result().errors ?? []).map((error) => `${error.name ?? 'Error'}: ${error.message}`),
    })),
  );
}

export default class FlakeReport implements Reporter {
  onInit() {
    rmSync(triedAgainPath, { force: true });
  }

  onTestRunEnd(modules: readonly TestModule[]) {
    const flaky = flakyTests(reportedTests(modules), readTriedAgain(triedAgainPath));
    console.log(`\n${flakySummary(flaky).join('\n')}\n`);
    mkdirSync(dirname(flakyReportPath), { recursive: true });
    writeFileSync(flakyReportPath, `${JSON.stringify(flaky, null, 2)}\n`);
  }
}
