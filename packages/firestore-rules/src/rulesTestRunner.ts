import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const notRunLine = 'not run: Firestore emulator unavailable';

export interface RulesTestRunOptions {
  /** The firebase CLI as a command and its first arguments, or undefined when there is none. */
  cli: readonly string[] | undefined;
  /** The shell command `emulators:exec` runs: the rules suite, which writes RULES_TEST_MARKER first. */
  suiteCommand: string;
  /** REQUIRE_EMULATOR=1: a run that could not start the emulator fails instead of reporting "not run". */
  requireEmulator: boolean;
  cwd: string;
  /** Where the verdict goes (stdout) and where the CLI's own output and reasons go (stderr). */
  out: (line: string) => void;
  err: (text: string) => void;
}

/** The demo project the suite runs in: `demo-` ids never reach a real project or need a login. */
export const rulesTestProject = 'demo-rico-rules';

function run(
  command: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; err: (text: string) => void },
) {
  return new Promise<number>((resolve) => {
    const [file = '', ...args] = command;
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => options.err(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => options.err(chunk.toString('utf8')));
    child.on('error', (error) => {
      options.err(`${error.message}\n`);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * `pnpm test:rules`: runs the rules suite under `firebase emulators:exec --only firestore` and
 * reports what really happened. The suite proves it ran by writing a marker file before its first
 * test; without the marker the emulator never came up (no CLI, no Java 21, no download), which is
 * reported as not run, never as passed. Returns the exit code.
 */
export async function runRulesTests(options: RulesTestRunOptions): Promise<number> {
  const notRun = (reason: string) => {
    options.out(notRunLine);
    options.err(`(${reason})\n`);
    return options.requireEmulator ? 1 : 0;
  };
  if (!options.cli) return notRun('no firebase CLI: install firebase-tools@15.34.2 or set FIREBASE_CLI');

  const markerDir = await mkdtemp(path.join(tmpdir(), 'rico-rules-'));
  const marker = path.join(markerDir, 'suite-started');
  try {
    const command = [...options.cli, 'emulators:exec', '--only', 'firestore', '--project', rulesTestProject];
    const code = await run([...command, options.suiteCommand], {
      cwd: options.cwd,
      env: { ...process.env, RULES_TEST_MARKER: marker },
      err: options.err,
    });
    if (!existsSync(marker))
      return notRun(`the emulator did not start (firebase exited with ${String(code)})`);
    if (code !== 0) {
      options.out('rules tests FAILED under the Firestore emulator');
      return 1;
    }
    options.out('rules tests passed under the Firestore emulator');
    return 0;
  } finally {
    await rm(markerDir, { recursive: true, force: true });
  }
}
