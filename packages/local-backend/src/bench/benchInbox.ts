import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createFakeDocumentDb, createFirestoreInboxStore } from '@rico/functions/deploy/testing';
import { handleInboxRequest, type InboxDeps, type InboxListResponse, type InboxStore } from '@rico/inbox';
import { createCountingLimiter, createMemoryAuditLog } from '@rico/inbox/testing';
import { createFileInboxStore } from '../store/fileInboxStore';
import { createFileMessageStore } from '../store/fileMessageStore';
import { closeLocalIndex } from '../store/index/localIndex';
import { fillFirestore, fillLocal } from './fill';
import { folderBytes } from './folderBytes';

/** Polls in an hour of one open inbox (every 30 s). */
const pollsPerHour = 120;
const start = new Date('2026-06-01T09:00:00.000Z');

export interface BenchRow {
  store: 'local' | 'firestore';
  messages: number;
  medianMs: number;
  p95Ms: number;
  answerBytes: number;
  readsPerCall: number;
  /** One list at open, then a poll every 30 s for an hour, nothing arriving. */
  readsPerHour: number;
  /** The most the heap grew while the whole inbox was exported as CSV (bytes), when measured. */
  exportHeapBytes?: number;
  storeBytes?: number;
}

// The export's memory is the heap that stays in use while it streams: measured after a collection,
// so garbage not yet collected does not count.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** The handler over `store`, with a clock the bench moves. */
function inboxOver(store: InboxStore, clock: { now: Date }) {
  const deps: InboxDeps = {
    verifier: { verify: () => Promise.resolve({ uid: 'bench', email: 'bench@rico.example' }) },
    store,
    audit: createMemoryAuditLog(),
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => clock.now,
    sendAgain: () => Promise.resolve(),
    log: { info: () => undefined, error: () => undefined },
  };
  return (path: string, query: Record<string, string> = {}) =>
    handleInboxRequest(deps, { method: 'GET', path, query, headers: { authorization: 'Bearer bench' } });
}

async function measure(store: InboxStore, reads: () => number, calls: number, exportAll: boolean) {
  const clock = { now: start };
  const get = inboxOver(store, clock);
  const times: number[] = [];
  let answerBytes = 0;
  let readsPerCall = 0;
  for (let call = 0; call < calls; call += 1) {
    const before = reads();
    const began = performance.now();
    const response = await get('/api/inbox/messages');
    times.push(performance.now() - began);
    answerBytes = Buffer.byteLength(response.body);
    readsPerCall = reads() - before;
  }
  times.sort((a, b) => a - b);
  // One open inbox for an hour: the first page, then the poll, nothing arriving.
  const hourStart = reads();
  let token = (JSON.parse((await get('/api/inbox/messages')).body) as InboxListResponse).pollToken;
  for (let poll = 0; poll < pollsPerHour; poll += 1) {
    clock.now = new Date(clock.now.getTime() + 30_000);
    token = (JSON.parse((await get('/api/inbox/changes', { since: token })).body) as InboxListResponse)
      .pollToken;
  }
  const readsPerHour = reads() - hourStart;
  let exportHeapBytes: number | undefined;
  if (exportAll) {
    const response = await get('/api/inbox/export.csv');
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    let most = 0;
    let pieces = 0;
    for await (const piece of response.stream ?? []) {
      pieces += piece.length > 0 ? 1 : 0;
      collectGarbage();
      most = Math.max(most, process.memoryUsage().heapUsed - heapBefore);
    }
    exportHeapBytes = pieces > 0 ? most : 0;
  }
  return {
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    answerBytes,
    readsPerCall,
    readsPerHour,
    ...(exportHeapBytes !== undefined && { exportHeapBytes }),
  };
}

/**
 * The inbox's benchmark (`pnpm bench:inbox`): for each size, the local store (files and index) and
 * the production store on the fake Firestore, filled directly, then `calls` list calls through
 * `handleInboxRequest` and an hour of one open inbox. Documents read: messages the local store read
 * (rows of its index, or files); what Firestore would bill on the fake. The fake's times are those
 * of an in-memory scan of every document per query, not Firestore's (which serves a query from an
 * index, at a cost of what it answers): only its reads and bytes say what production costs.
 */
export async function benchInbox(
  sizes: readonly number[],
  calls: number,
  {
    exportAll = false,
    stores = ['local', 'firestore'],
    onRow = () => undefined,
  }: {
    exportAll?: boolean;
    stores?: readonly BenchRow['store'][];
    /** Each row as soon as it is measured (a long run prints as it goes). */
    onRow?: (row: BenchRow) => void;
  } = {},
) {
  const rows: BenchRow[] = [];
  const add = (row: BenchRow) => {
    rows.push(row);
    onRow(row);
  };
  for (const messages of sizes) {
    if (stores.includes('local')) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'rico-bench-'));
      try {
        await fillLocal(dataDir, messages, start);
        const local = createFileInboxStore(dataDir, createFileMessageStore(dataDir));
        const figures = await measure(local, () => local.stats.reads, calls, exportAll);
        add({ store: 'local', messages, ...figures, storeBytes: await folderBytes(dataDir) });
      } finally {
        closeLocalIndex(dataDir);
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    if (stores.includes('firestore')) {
      const db = createFakeDocumentDb();
      fillFirestore(db, messages, start);
      const figures = await measure(createFirestoreInboxStore(db), () => db.stats.reads, calls, exportAll);
      add({ store: 'firestore', messages, ...figures });
    }
  }
  return rows;
}
