import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  idlePolicyAvailable,
  processTree,
  setTreeNormalPolicy,
  setTreePriority,
  statFields,
} from './processPriority';

const started: ChildProcess[] = [];
afterEach(() => {
  // Each shell leads a process group of its own: its sleeping child goes with it.
  for (const child of started.splice(0)) if (child.pid) process.kill(-child.pid, 'SIGKILL');
});

/** A low-priority shell that has started a process of its own, as a check starts its browser. */
async function nicedShellWithChild(lowPriority = ['nice', '-n', '10']) {
  const [program = 'nice', ...args] = lowPriority;
  const shell = spawn(program, [...args, 'sh', '-c', 'sleep 30 & echo $!; wait'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  started.push(shell);
  const grandchild = await new Promise<number>((resolve) =>
    shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  return { shell: shell.pid ?? -1, grandchild };
}

const statField = (pid: number, index: number) => Number(statFields(pid)?.[index]);
// Fields 19 and 41 of /proc/<pid>/stat, counted from the state (field 3).
const niceOf = (pid: number) => statField(pid, 16);
const policyOf = (pid: number) => ({ 0: 'normal', 3: 'batch', 5: 'idle' })[statField(pid, 38)] ?? 'other';
const runningAsRoot = process.getuid?.() === 0;

describe('a check started at low priority', () => {
  it('is found with the processes it started', async () => {
    const { shell, grandchild } = await nicedShellWithChild();
    expect(processTree(shell)).toEqual([shell, grandchild]);
  });

  it(`is ${runningAsRoot ? 'lifted back to normal priority, with what it started' : 'left as it was, and says so, without the right to lift it'}`, async () => {
    const { shell, grandchild } = await nicedShellWithChild();
    expect([niceOf(shell), niceOf(grandchild)]).toEqual([10, 10]);
    const result = setTreePriority(shell, 0);
    if (runningAsRoot) {
      expect(result.refused).toBe(0);
      expect([getPriority(shell), getPriority(grandchild)]).toEqual([0, 0]);
    } else {
      expect(result.refused).toBeGreaterThan(0);
      expect([getPriority(shell), getPriority(grandchild)]).toEqual([10, 10]);
    }
  });

  it(`is ${runningAsRoot ? 'moved from the idle scheduling policy back to the normal one' : 'left in the idle scheduling policy without the right to move it'}, with what it started`, async () => {
    // Only Linux has the idle policy; elsewhere the suite uses nice values alone.
    if (!idlePolicyAvailable()) return expect(process.platform).not.toBe('linux');
    const { shell, grandchild } = await nicedShellWithChild(['chrt', '--idle', '0']);
    expect([policyOf(shell), policyOf(grandchild)]).toEqual(['idle', 'idle']);
    const result = setTreeNormalPolicy(shell);
    const expected = runningAsRoot ? 'normal' : 'idle';
    expect(result.refused).toBe(runningAsRoot ? 0 : 2);
    expect([policyOf(shell), policyOf(grandchild)]).toEqual([expected, expected]);
  });

  it('that has ended is neither changed nor counted as refused', async () => {
    const ended = spawn('true');
    await new Promise((resolve) => ended.on('close', resolve));
    const pid = ended.pid ?? -1;
    expect(setTreePriority(pid, 0)).toEqual({ changed: 0, refused: 0 });
    if (idlePolicyAvailable()) expect(setTreeNormalPolicy(pid)).toEqual({ changed: 0, refused: 0 });
  });
});
