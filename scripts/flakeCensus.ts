/**
 * The flake census: runs the chosen Vitest projects (and files) N times, each run whole and with no
 * retry, and prints every test that failed at least once with its failures out of N, then the totals.
 * With `--load K`, K processor-bound processes of another program (sha256sum reading /dev/zero) run
 * beside it the whole time, as other work on a shared machine would.
 *
 *   pnpm flakes --runs 3 --load 2 --project storybook --project e2e [files...]
 *
 * A test that fails in some runs and passes in others is a flake to find the cause of; the census is how
 * a new test is tried before it lands, and how the suite's steadiness is measured (docs/flake-census.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

export interface CensusResult {
  project: string;
  file: string;
  name: string;
  state: string;
  error: string;
}

export interface UnsteadyTest {
  project: string;
  file: string;
  name: string;
  failures: number;
  runs: number;
  firstError: string;
}

export interface Tally {
  tests: number;
  runs: number;
  unsteady: UnsteadyTest[];
}

const keyOf = (test: { project: string; file: string; name: string }) =>
  `${test.project}\u0000${test.file}\u0000${test.name}`;

/** Every test seen in any run, and those that did not pass in every run (a run without it counts as failed). */
export function tallyRuns(runs: readonly (readonly CensusResult[])[]): Tally {
  const seen = new Map<string, CensusResult>();
  for (const run of runs)
    for (const result of run) if (!seen.has(keyOf(result))) seen.set(keyOf(result), result);
  const unsteady: UnsteadyTest[] = [];
  for (const [key, test] of seen) {
    let failures = 0;
    let firstError = '';
    for (const run of runs) {
      const result = run.find((candidate) => keyOf(candidate) === key);
      // Skipped on purpose (a filter) is not a failure; absent (its file crashed) is.
      if (result?.state === 'passed' || result?.state === 'skipped') continue;
      failures += 1;
      firstError ||= result?.error ?? 'missing from the run (its file did not finish)';
    }
    if (failures > 0)
      unsteady.push({
        project: test.project,
        file: test.file,
        name: test.name,
        failures,
        runs: runs.length,
        firstError,
      });
  }
  return { tests: seen.size, runs: runs.length, unsteady };
}

export function censusLines({ tests, runs, unsteady }: Tally): string[] {
  const failures = unsteady.reduce((sum, test) => sum + test.failures, 0);
  return [
    ...unsteady.map(
      (test) =>
        `${test.failures}/${test.runs}  ${test.project} ${test.file} > ${test.name}: ${test.firstError}`,
    ),
    `${tests} tests × ${runs} runs: ${failures} failures`,
  ];
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      load: { type: 'string', default: '0' },
      project: { type: 'string', multiple: true, default: [] },
    },
  });
  const runs = Number(values.runs);
  const burners = Array.from({ length: Number(values.load) }, () =>
    spawn('sha256sum', ['/dev/zero'], { stdio: 'ignore' }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'flake-census-'));
  const results: CensusResult[][] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const output = join(dir, `run-${run}.json`);
      const started = process.hrtime.bigint();
      const projects = values.project.flatMap((name) => ['--project', name]);
      const args = [
        'exec',
        'vitest',
        'run',
        '--retry',
        '0',
        '--reporter=dot',
        '--reporter=./scripts/censusReporter.ts',
      ];
      const child = spawnSync('pnpm', [...args, ...projects, ...positionals], {
        stdio: 'inherit',
        env: { ...process.env, CENSUS_OUTPUT: output },
      });
      const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
      let runResults: CensusResult[] = [];
      try {
        runResults = JSON.parse(readFileSync(output, 'utf8')) as CensusResult[];
      } catch {
        // No report: the run died; every test counts as missing from it.
      }
      results.push(runResults);
      console.log(
        `census run ${run}/${runs}: exit ${child.status}, ${runResults.length} tests, ${seconds} s`,
      );
    }
  } finally {
    for (const burner of burners) burner.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = censusLines(tallyRuns(results));
  console.log(
    `\nflake census (${values.project.join(', ') || 'every project'}; load beside it: ${values.load})`,
  );
  for (const line of lines) console.log(line);
  if (lines.length > 1) process.exitCode = 1;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
