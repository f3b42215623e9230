/**
 * How busy the machine's processors are at this moment, from the kernel's counters (/proc/stat) read
 * twice a moment apart. Not the load average: that still counts the minute before, our own install or
 * the run before ours, and took a quiet machine for a busy one.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';

/** The share of processor time spent busy between two readings of /proc/stat's first line. */
export function busyShareBetween(before: string, after: string): number {
  const counters = (line: string) => line.trim().split(/\s+/).slice(1).map(Number);
  const [a, b] = [counters(before), counters(after)];
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const spent = (values: number[]) => values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (values: number[]) => (values[3] ?? 0) + (values[4] ?? 0);
  const total = spent(b) - spent(a);
  return total > 0 ? 1 - (idle(b) - idle(a)) / total : 0;
}

const firstLine = async () => (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0] ?? '';

/**
 * The share (0 to 1) of all processors busy over the next `sampleMs`; where there is no /proc/stat
 * (macOS), the one-minute load average per processor instead.
 */
export async function busyShare(sampleMs = 2000): Promise<number> {
  try {
    const before = await firstLine();
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    return busyShareBetween(before, await firstLine());
  } catch {
    return Math.min(1, (loadavg()[0] ?? 0) / availableParallelism());
  }
}
