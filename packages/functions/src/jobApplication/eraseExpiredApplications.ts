import type { ApplicationStore } from './applicationStore';

/** Applications erased per batch: each batch is one query and one write of their records. */
export const erasureBatchSize = 100;
/** Batches per run; more waits for the next run (hourly), so one run stays well inside its timeout. */
export const erasureMaxBatches = 50;

export interface ErasureReport {
  erased: number;
  batches: number;
  /** True when the run stopped at its batch limit with more still due. */
  more: boolean;
}

/**
 * Erases every application whose time has come (`expireAt` at or before `now`) with its CV, a batch
 * at a time: the CV files first, then their records, so a run that stops half way leaves only
 * records whose erasure the next run finishes. An erased batch no longer matches the query, so each
 * batch asks again from the start.
 */
export async function eraseExpiredApplications(
  store: Pick<ApplicationStore, 'expired' | 'deleteMany'>,
  now: Date,
  { batchSize = erasureBatchSize, maxBatches = erasureMaxBatches } = {},
): Promise<ErasureReport> {
  const report: ErasureReport = { erased: 0, batches: 0, more: false };
  for (;;) {
    if (report.batches >= maxBatches) {
      report.more = (await store.expired(now, 1)).length > 0;
      return report;
    }
    const ids = await store.expired(now, batchSize);
    if (ids.length === 0) return report;
    await store.deleteMany(ids);
    report.erased += ids.length;
    report.batches += 1;
    if (ids.length < batchSize) return report;
  }
}
