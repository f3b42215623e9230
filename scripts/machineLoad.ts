/**
 * How busy the machine's processors are at this moment, from the kernel's counters (/proc/stat) read
 * twice a moment apart. Not the load average: that still counts the minute before, our own install or
 * the run before ours, and took a quiet machine for a busy one.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { processTree, statFields } from './processPriority';

/** Processor time from /proc/stat's first line, in clock ticks summed over the processors. */
function machineTicks(line: string): { total: number; busy: number } {
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, busy: total - (values[3] ?? 0) - (values[4] ?? 0) };
}

/** The share of processor time spent busy between two readings of /proc/stat's first line. */
export function busyShareBetween(before: string, after: string): number {
  const [a, b] = [machineTicks(before), machineTicks(after)];
  const total = b.total - a.total;
  return total > 0 ? (b.busy - a.busy) / total : 0;
}

/** A reading of the machine's counters and of the processor time each of our processes has used. */
export interface Reading {
  machine: string;
  /**
   * Clock ticks each of our processes has used so far, its own and those of the children it has
   * collected, keyed by process id and start time (an id can be used again by a new process).
   */
  processes: Map<string, number>;
}

/**
 * The processor time our processes used between two readings. A process that started meanwhile counts
 * whole; one that has gone counts nothing, never less: a browser that ends, or leaves our tree because
 * the process that started it ended first, takes its time out of the sum, and that drop, taken for
 * other work's time, had made a busy machine of our own run. A child's time counts again in its
 * parent's once the parent collects it: an overcount, so at worst other work is seen a little late.
 */
function oursBetween(before: Reading, after: Reading): number {
  let ours = 0;
  for (const [key, ticks] of after.processes) ours += Math.max(0, ticks - (before.processes.get(key) ?? 0));
  return ours;
}

/** The share of all processor time other work used between two readings: busy time that was not ours. */
export function otherShareBetween(before: Reading, after: Reading): number {
  const [a, b] = [machineTicks(before.machine), machineTicks(after.machine)];
  const total = b.total - a.total;
  return total > 0 ? Math.max(0, b.busy - a.busy - oursBetween(before, after)) / total : 0;
}

/** The first line of /proc/stat: the processors' counters summed (throws where there is none). */
const machineLine = () => readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';

/** Reads the machine's counters and the time used by `root` and every process below it (Linux). */
export function readingFor(root: number): Reading {
  const machine = machineLine();
  const processes = new Map<string, number>();
  for (const pid of processTree(root)) {
    const fields = statFields(pid);
    if (!fields) continue; // ended meanwhile
    // Counted from the state (field 3): user, system and collected children's time are fields 14-17,
    // the start time field 22.
    const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    processes.set(`${pid}@${fields[19]}`, ticks);
  }
  return { machine, processes };
}

/**
 * The share (0 to 1) of all processors busy over the next `sampleMs`; where there is no /proc/stat
 * (macOS), the one-minute load average per processor instead.
 */
export async function busyShare(sampleMs = 2000): Promise<number> {
  try {
    const before = machineLine();
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    return busyShareBetween(before, machineLine());
  } catch {
    return Math.min(1, (loadavg()[0] ?? 0) / availableParallelism());
  }
}
