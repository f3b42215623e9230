/**
 * Changing the CPU priority of a running check and of everything it started. Linux keeps a nice value per
 * thread, not per process, and browsers start processes of their own (some in a process group of their
 * own), so neither `renice -p` nor `renice -g` reaches all of them: this walks /proc instead. (Process-tree
 * packages such as pidtree run `ps` for each question and know nothing of threads.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The fields of /proc/<pid>/stat from the state (field 3) on, or undefined once the process has ended.
 * The command's name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
 */
export function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** `root` and the ids of every process below it, read from /proc (just `root` where there is no /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    // No /proc (macOS): only the process itself is known.
  }
  for (const entry of entries) {
    const fields = statFields(entry);
    if (!fields) continue; // ended while we looked
    const parent = Number(fields[1]); // after the state
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const threadsOf = (pid: number): number[] => {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid]; // no /proc, or the process has ended
  }
};

/**
 * Gives every thread of every process from `root` down the nice value `nice`. Raising a priority back
 * needs the right to (root, or CAP_SYS_NICE): `refused` counts the threads that kept theirs.
 */
export function setTreePriority(root: number, nice: number): { changed: number; refused: number } {
  let changed = 0;
  let refused = 0;
  for (const pid of processTree(root)) {
    for (const thread of threadsOf(pid)) {
      try {
        setPriority(thread, nice);
        changed += 1;
      } catch (error) {
        // A thread that ended meanwhile (ESRCH) is not a refusal.
        if ((error as { info?: { code?: string } }).info?.code !== 'ESRCH') refused += 1;
      }
    }
  }
  return { changed, refused };
}

/** Whether `chrt` (util-linux) can start a command under Linux's idle scheduling policy here. */
export const idlePolicyAvailable = (): boolean =>
  process.platform === 'linux' && spawnSync('chrt', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Moves every process from `root` down from the idle scheduling policy (`chrt --idle`) back to the
 * normal one, all of its threads. A nice value alone does not hold a browser back: running as root,
 * Chromium gives its threads nice values of its own (0, and -8 for the ones that draw), while it
 * leaves their policy alone. `refused` counts the processes that stayed idle.
 */
export function setTreeNormalPolicy(root: number): { changed: number; refused: number } {
  let changed = 0;
  let refused = 0;
  for (const pid of processTree(root)) {
    const result = spawnSync('chrt', ['--other', '--all-tasks', '--pid', '0', String(pid)], {
      encoding: 'utf8',
    });
    if (result.status === 0) changed += 1;
    // A process that has ended is not a refusal.
    else if (existsSync(`/proc/${pid}`)) refused += 1;
  }
  return { changed, refused };
}
