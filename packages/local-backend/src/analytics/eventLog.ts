import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedEvent } from './analyticsEvent';

/** Events as JSON lines: an append is one small write, so concurrent beacons never interleave. */
export const eventLogFile = (dataDir: string) => path.join(dataDir, 'analytics', 'events.jsonl');

export async function appendEvent(dataDir: string, event: RecordedEvent): Promise<void> {
  const file = eventLogFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(event)}\n`, 'utf8');
}

/** Every recorded event, oldest first; none when nothing was recorded yet. */
export async function readEvents(dataDir: string): Promise<RecordedEvent[]> {
  let text: string;
  try {
    text = await readFile(eventLogFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedEvent);
}
