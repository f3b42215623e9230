import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notRunLine, runRulesTests, type RulesTestRunOptions } from './rulesTestRunner';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rico-runner-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A stand-in for the firebase CLI: a shell script with the given body ("$@" are its arguments). */
async function fakeCli(name: string, body: string): Promise<string[]> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return [file];
}

/** emulators:exec with an emulator that starts: runs the script (its last argument) in a shell. */
const emulatorThatStarts = () => fakeCli('firebase-ok', 'for last; do :; done\nsh -c "$last"');
/** emulators:exec on this machine: Java 17, so the emulator never starts and the script never runs. */
const emulatorThatCannotStart = () =>
  fakeCli(
    'firebase-java17',
    'echo "Error: firebase-tools no longer supports Java version before 21." >&2\nexit 1',
  );

const suiteThat = (exitCode: number) => `echo started > "$RULES_TEST_MARKER"; exit ${String(exitCode)}`;

async function runWith(options: Partial<RulesTestRunOptions>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRulesTests({
    cli: undefined,
    suiteCommand: suiteThat(0),
    requireEmulator: false,
    cwd: dir,
    out: (line) => out.push(line),
    err: (text) => err.push(text),
    ...options,
  });
  return { code, out, err: err.join('') };
}

describe('runRulesTests', () => {
  describe('given no firebase CLI', () => {
    it('should print exactly the not-run line and exit 0', async () => {
      expect(await runWith({})).toMatchObject({ code: 0, out: [notRunLine] });
      expect(notRunLine).toBe('not run: Firestore emulator unavailable');
    });

    it('should fail with REQUIRE_EMULATOR=1', async () => {
      expect(await runWith({ requireEmulator: true })).toMatchObject({ code: 1, out: [notRunLine] });
    });
  });

  describe('given a CLI whose emulator cannot start', () => {
    it('should report not run, never passed, and show why', async () => {
      const result = await runWith({ cli: await emulatorThatCannotStart() });
      expect(result).toMatchObject({ code: 0, out: [notRunLine] });
      expect(result.err).toContain('Java version before 21');
    });

    it('should fail with REQUIRE_EMULATOR=1', async () => {
      const result = await runWith({ cli: await emulatorThatCannotStart(), requireEmulator: true });
      expect(result).toMatchObject({ code: 1, out: [notRunLine] });
    });
  });

  describe('given an emulator that starts', () => {
    it('should run the suite under emulators:exec --only firestore in a demo project', async () => {
      const cli = await fakeCli(
        'firebase-args',
        'echo "$@" > "$RULES_TEST_MARKER.args"\nfor last; do :; done\nsh -c "$last"',
      );
      const marker = path.join(dir, 'args-seen');
      const suite = `cp "$RULES_TEST_MARKER.args" ${marker}; echo started > "$RULES_TEST_MARKER"`;
      expect(await runWith({ cli, suiteCommand: suite })).toMatchObject({ code: 0 });
      expect(await readFile(marker, 'utf8')).toMatch(
        /^emulators:exec --only firestore --project demo-rico-rules /,
      );
    });

    it('should report a passing suite as passed', async () => {
      expect(await runWith({ cli: await emulatorThatStarts() })).toEqual({
        code: 0,
        out: ['rules tests passed under the Firestore emulator'],
        err: '',
      });
    });

    it('should report a failing suite as failed, with or without REQUIRE_EMULATOR', async () => {
      const cli = await emulatorThatStarts();
      expect(await runWith({ cli, suiteCommand: suiteThat(1) })).toMatchObject({
        code: 1,
        out: ['rules tests FAILED under the Firestore emulator'],
      });
    });

    it('should report a suite that exits 0 without starting (no marker) as not run', async () => {
      const cli = await emulatorThatStarts();
      expect(await runWith({ cli, suiteCommand: 'exit 0' })).toMatchObject({ code: 0, out: [notRunLine] });
    });
  });
});
