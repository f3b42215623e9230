import { defaultRetentionDays } from '@rico/contact';

/**
 * How long a contact message is kept: 24 months by default (shared with the site's privacy notice),
 * then Firestore's TTL policy on `expireAt` deletes it; the production function's
 * MESSAGE_RETENTION_DAYS parameter changes it.
 */
export { defaultRetentionDays };

const dayMs = 24 * 60 * 60_000;

/**
 * The `expireAt` of a message created at `createdAt`. Derived from createdAt alone, so every server
 * path that stamps it (the create trigger, a claim, the local backend) writes the same value.
 */
export function expireAtFor(createdAt: Date, retentionDays: number = defaultRetentionDays): Date {
  return new Date(createdAt.getTime() + retentionDays * dayMs);
}

/** Where expired documents are found and erased: Firestore in production, the files locally. */
export interface ErasurePort {
  /** The ids of up to `limit` documents older than `before`, oldest first. */
  expired(before: Date, limit: number): Promise<string[]>;
  /** Erases them (each with every trace of it, leaving a tombstone dated `at`); resolves with how many. */
  erase(ids: readonly string[], at: Date): Promise<number>;
}

export interface ErasureRun {
  erased: number;
  batches: number;
  /** False when the run stopped at `maxBatches` with more to erase: the next run carries on. */
  complete: boolean;
}

/**
 * Erases everything older than `before`, `batchSize` at a time: a batch is one query and one
 * atomic write, however many are due, and a run stops after `maxBatches` (the function's time
 * limit) to be carried on by the next; each batch finds the oldest left, so nothing needs resuming.
 */
export async function eraseInBatches(
  port: ErasurePort,
  { before, at, batchSize, maxBatches }: { before: Date; at: Date; batchSize: number; maxBatches: number },
): Promise<ErasureRun> {
  let erased = 0;
  for (let batches = 0; batches < maxBatches; batches += 1) {
    const ids = await port.expired(before, batchSize);
    if (ids.length > 0) erased += await port.erase(ids, at);
    if (ids.length < batchSize) return { erased, batches: batches + 1, complete: true };
  }
  return { erased, batches: maxBatches, complete: false };
}

/** The time before which a message is erased now: `retentionDays` before `now`. */
export const retentionCutoff = (now: Date, retentionDays: number) =>
  new Date(now.getTime() - retentionDays * dayMs);
