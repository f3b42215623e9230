/**
 * The middle of `pnpm test`: every check that can run side by side, started together at the same
 * priority, each line of output prefixed with the check's name; the run fails if any fails. At the end,
 * one line per check (passed or failed, and its time) and the flaky tests of each Vitest run: a test
 * that passed only when tried again is counted there, never as a plain pass.
 *
 * No check's verdict depends on how long it waited (scripts/patience.ts, and the ESLint rule
 * scripts/eslint/noWallClock.js), so they share the processors as they come: a busy or slower machine
 * makes the run longer, not red. Kept here rather than in a process runner package (concurrently and the
 * like) because it also reads each Vitest run's flaky tests for the summary.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FlakyTest } from './flakeReport';

interface Check {
  name: string;
  program: string;
  args: string[];
  /** Where a Vitest run writes its flaky tests (flakeReport.ts). */
  flakyReport?: string;
}

const attachments = join(import.meta.dirname, '..', '.vitest-attachments');
const vitest = (name: string, args: string[]): Check => ({
  name,
  program: 'vitest',
  args: ['run', ...args],
  flakyReport: join(attachments, `flaky-${name}.json`),
});

const checks: Check[] = [
  // Every project but the served Storybook's, which builds Storybook in its set-up and runs as its own
  // process so that build overlaps the rest instead of holding every project's start.
  vitest('vitest', ['--project', '!storybook-console']),
  vitest('storybook-console', ['--project', 'storybook-console']),
  // --silent: without pnpm's banner for the script it runs; the script's own output is all there.
  { name: 'visual-self-test', program: 'pnpm', args: ['--silent', 'test:visual:self-test'] },
  { name: 'lint', program: 'pnpm', args: ['--silent', 'lint'] },
  { name: 'types', program: 'pnpm', args: ['--silent', 'typecheck'] },
];
const width = Math.max(...checks.map((check) => check.name.length));

interface Outcome {
  code: number;
  seconds: number;
}

function start(check: Check): Promise<Outcome> {
  if (check.flakyReport) rmSync(check.flakyReport, { force: true });
  const started = process.hrtime.bigint();
  const child = spawn(check.program, check.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Colours as the terminal would show them, though the output passes through here.
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      ...(check.flakyReport ? { FLAKY_REPORT: check.flakyReport } : {}),
    },
  });
  const prefix = `${check.name.padEnd(width)} | `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(prefix + line));
  }
  const seconds = () => Math.round(Number(process.hrtime.bigint() - started) / 1e9);
  return new Promise<Outcome>((resolve) => {
    child.on('error', (error) => {
      console.log(`${prefix}could not start: ${error.message}`);
      resolve({ code: 1, seconds: 0 });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: seconds() }));
  });
}

function flakyOf(check: Check): FlakyTest[] | undefined {
  if (!check.flakyReport) return undefined;
  try {
    return JSON.parse(readFileSync(check.flakyReport, 'utf8')) as FlakyTest[];
  } catch {
    return undefined; // the run ended before its reporter wrote anything: its failure says why
  }
}

const outcomes = await Promise.all(checks.map(async (check) => ({ check, ...(await start(check)) })));
console.log('');
for (const { check, code, seconds } of outcomes) {
  console.log(
    `${check.name.padEnd(width)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`,
  );
}
const flaky = outcomes.flatMap(({ check }) => flakyOf(check) ?? []);
console.log(`flaky tests (passed only when tried again): ${flaky.length}`);
for (const test of flaky) {
  console.log(`  FLAKY ${test.project} ${test.file} > ${test.name} (${test.tries} tries)`);
  console.log(`    first try: ${test.firstError}`);
}
if (outcomes.some(({ code }) => code !== 0)) process.exitCode = 1;
