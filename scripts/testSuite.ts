/**
 * The middle of `pnpm test`: every check that can run side by side, started together, each line of
 * output prefixed with the check's name, the run failing if any fails.
 *
 * Vitest (every project but the served-Storybook check) runs at normal priority: it is what the run
 * waits for. Lint, types, the served-Storybook check and the screenshot gate's self-test (each a run of
 * its own) start at low priority, so on two cores they take the time Vitest leaves idle instead of
 * slowing it; the self-test ran after Vitest until it was seen to leave a processor idle for its
 * half-minute. Fresh-clone `.ci/run`s:
 * with the served-Storybook check inside Vitest 945-950 s; beside it at normal priority 973 s; beside it
 * under `nice` 887-964 s; under Linux's idle policy 889 s. When Vitest ends, whatever is still running
 * gets normal priority back: on a machine other work keeps busy, a low-priority check would otherwise
 * keep waiting behind that work after ours is done. On a machine other work already keeps busy as the
 * run starts (more than half of its processor time, over two seconds), every check runs at normal
 * priority from the start, as they did inside one Vitest run: low priority would leave the
 * served-Storybook check's timed waits behind that work. (pnpm's parallel `run` starts scripts side by
 * side but cannot change a priority mid-run, hence this file.)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { busyShare, otherShareBetween, readingFor, type Reading } from './machineLoad';
import { idlePolicyAvailable, setTreeNormalPolicy, setTreePriority } from './processPriority';

interface Check {
  name: string;
  program: string;
  args: string[];
  /** Starts at low priority; lifted when the main check ends, or sooner when other work takes the processors. */
  background: boolean;
}

const main: Check = {
  name: 'vitest',
  program: 'vitest',
  args: ['run', '--project', '!storybook-console'],
  background: false,
};
const checks: Check[] = [
  main,
  {
    name: 'storybook-console',
    program: 'vitest',
    args: ['run', '--project', 'storybook-console'],
    background: true,
  },
  { name: 'visual-self-test', program: 'pnpm', args: ['test:visual:self-test'], background: true },
  { name: 'lint', program: 'pnpm', args: ['lint'], background: true },
  { name: 'types', program: 'pnpm', args: ['typecheck'], background: true },
];
const LOW_PRIORITY = 10;
// Linux's idle policy where there is one: a thread under it runs only on a processor nothing else
// wants, whatever nice value it gives itself (Chromium, run as root, sets its own: 0, and -8 for the
// threads that draw, so under `nice` alone the served-Storybook check's browser still competed with
// Vitest's and the cross-engine files took 300-410 s instead of 160 s).
const idlePolicy = idlePolicyAvailable();
// Measured before any check starts, so only other work counts.
const busy = await busyShare();
const machineBusy = busy > 0.5;
const width = Math.max(...checks.map((check) => check.name.length));

interface Outcome {
  code: number;
  seconds: number;
}

interface Running {
  check: Check;
  pid: number | undefined;
  done: Promise<Outcome>;
}

function start(check: Check): Running {
  const low = check.background && !machineBusy;
  const [program, args] = !low
    ? [check.program, check.args]
    : idlePolicy
      ? ['chrt', ['--idle', '0', check.program, ...check.args]]
      : ['nice', ['-n', String(LOW_PRIORITY), check.program, ...check.args]];
  const started = Date.now();
  const child = spawn(program, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colours as the terminal would show them, though the output passes through here.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  const prefix = `${check.name.padEnd(width)} | `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(prefix + line));
  }
  const done = new Promise<Outcome>((resolve) => {
    child.on('error', (error) => {
      console.log(`${prefix}could not start: ${error.message}`);
      resolve({ code: 1, seconds: 0 });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
  return { check, pid: child.pid, done };
}

let lifted = false;
/** Gives what is still running of the low-priority checks normal priority back, once; `why` says when. */
function liftBackground(running: Running[], why: string) {
  if (lifted) return;
  lifted = true;
  for (const { check, pid } of running) {
    if (!check.background || pid === undefined) continue;
    const { changed, refused } = idlePolicy ? setTreeNormalPolicy(pid) : setTreePriority(pid, 0);
    if (changed === 0 && refused === 0) continue; // it had already finished
    console.log(
      refused === 0
        ? `${check.name}: ${why}: back at normal priority`
        : `${check.name}: ${why}: left at low priority (raising a priority needs root)`,
    );
  }
}

/**
 * Work that starts on the machine after the checks have would leave the low-priority ones no processor
 * at all until Vitest ends, and the served-Storybook check's timed waits could run out. So every 10 s
 * the processors' time is split into ours and the rest; when other work has taken more than half of it
 * twice in a row, the low-priority checks get normal priority back, as on a machine busy from the start.
 */
function watchForOtherWork(running: Running[]): () => void {
  let previous: Reading | undefined;
  let busyReadings = 0;
  const timer = setInterval(() => {
    let reading: Reading;
    try {
      reading = readingFor(process.pid);
    } catch {
      return clearInterval(timer); // no /proc: nothing to watch
    }
    const others = previous ? otherShareBetween(previous, reading) : 0;
    previous = reading;
    busyReadings = others > 0.5 ? busyReadings + 1 : 0;
    if (busyReadings < 2) return;
    clearInterval(timer);
    liftBackground(running, `other work took ${Math.round(others * 100)}% of the processors`);
  }, 10_000);
  return () => clearInterval(timer);
}

const background = checks.filter((check) => check.background).map((check) => check.name);
console.log(
  machineBusy
    ? `Other work keeps ${Math.round(busy * 100)}% of the processors busy: every check at normal priority.`
    : `${background.join(', ')} at low priority (${idlePolicy ? 'the idle policy' : 'nice 10'}) until ${main.name} ends.`,
);
const running = checks.map(start);
const mainRun = running[0];
if (mainRun && !machineBusy) {
  const stopWatching = watchForOtherWork(running);
  void mainRun.done.then(() => {
    stopWatching();
    liftBackground(running, `still running as ${main.name} ended`);
  });
}

const outcomes = await Promise.all(
  running.map(async (run) => ({ name: run.check.name, ...(await run.done) })),
);
console.log('');
for (const { name, code, seconds } of outcomes) {
  console.log(`${name.padEnd(width)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
}
if (outcomes.some(({ code }) => code !== 0)) process.exitCode = 1;
