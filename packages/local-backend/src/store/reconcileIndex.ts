import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { docIdPattern } from '@rico/contact';
import { changesKeptMs } from '@rico/inbox';
import { createDeliveryLog } from './deliveryLog';
import { createFileMessageStore } from './fileMessageStore';
import { localIndexFor } from './index/localIndex';

/** Files read into the index per transaction: a crash costs at most this many again. */
const batchSize = 500;

export interface ReconcileReport {
  /** Messages the index did not know yet (stored before it, or missed): now indexed and searchable. */
  indexed: number;
  /** Index entries whose file was removed by hand: dropped, with a tombstone. */
  dropped: number;
  /** Files of deleted messages a crash or a late write left: removed. */
  removed: number;
  /** Changes a crash interrupted between the file and the index: redone from the file. */
  redone: number;
}

/**
 * Brings the index in line with the files at start: the files are the record, the index what lists
 * and searches them. A data folder of messages stored before the index (or with index.sqlite
 * deleted) is indexed here, its search fields written from each file; later starts only list the
 * folder and compare. Also forgets tombstones no poll can ask for any more.
 */
export async function reconcileIndex(dataDir: string, now: Date): Promise<ReconcileReport> {
  const { messages: index } = localIndexFor(dataDir);
  const files = createFileMessageStore(dataDir);
  const deliveries = createDeliveryLog(dataDir);
  const directory = path.join(dataDir, 'messages');
  const onDisk = (await readdir(directory))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => docIdPattern.test(id));
  const known = index.allIds();
  const report: ReconcileReport = { indexed: 0, dropped: 0, removed: 0, redone: 0 };
  const missing: string[] = [];
  for (const id of onDisk) {
    if (index.isDeleted(id)) {
      await unlink(path.join(directory, `${id}.json`)).catch(() => undefined);
      await deliveries.sweep(id, 1);
      report.removed += 1;
    } else if (!known.has(id)) missing.push(id);
  }
  for (let at = 0; at < missing.length; at += batchSize) {
    const batch = missing.slice(at, at + batchSize);
    const read = await Promise.all(batch.map(async (id) => ({ id, data: await files.get(id) })));
    const documents = read.flatMap(({ id, data }) => (data ? [{ id, data }] : []));
    report.indexed += index.addMany(documents);
  }
  const present = new Set(onDisk);
  for (const id of known) {
    if (!present.has(id) && index.remove(id, now)) report.dropped += 1;
  }
  for (const id of index.dirtyIds()) {
    const data = await files.get(id);
    if (data) index.update(id, data, now);
    else index.remove(id, now);
    report.redone += 1;
  }
  index.purgeTombstones(new Date(now.getTime() - changesKeptMs - 24 * 60 * 60_000));
  return report;
}
