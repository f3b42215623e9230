import { messageListing, termsOf } from '@rico/inbox';
import { eraseInBatches, retentionCutoff, type ErasurePort } from '../retention';
import type { DocumentDb } from './documentDb';
import { tombstoneOf } from './tombstones';

const spec = messageListing;

/** Firestore's batches hold 500 writes; each erased message is two (its delete and its tombstone). */
export const maxErasureBatch = 250;

/** Expired messages found by createdAt (its automatic index), erased in batches with their tombstones. */
export function firestoreErasure(db: DocumentDb): ErasurePort {
  return {
    async expired(before, limit) {
      const documents = await db.query({
        collection: spec.collection,
        where: [{ field: spec.orderField, op: '<', value: before }],
        orderBy: [{ field: spec.orderField, direction: 'asc' }],
        limit,
        select: [],
      });
      return documents.map((doc) => doc.id);
    },
    async erase(ids, at) {
      await db.batch(
        ids.flatMap((id) => {
          const tombstone = tombstoneOf(spec, id, at);
          return [
            { kind: 'delete' as const, path: `${spec.collection}/${id}` },
            { kind: 'set' as const, path: tombstone.path, data: tombstone.data },
          ];
        }),
      );
      return ids.length;
    },
  };
}

/**
 * Retention: every message older than `before` erased, `batchSize` at a time. Firestore's TTL policy
 * on `expireAt` deletes them too, within a day or so of the time; this run is the one that leaves
 * tombstones (open inboxes drop the rows) and that follows a shortened MESSAGE_RETENTION_DAYS at once.
 */
export const eraseExpiredFirestore = (
  db: DocumentDb,
  options: { before: Date; at: Date; batchSize: number; maxBatches: number },
) =>
  eraseInBatches(firestoreErasure(db), {
    ...options,
    batchSize: Math.min(options.batchSize, maxErasureBatch),
  });

/**
 * Where the migration of search terms has got to: messages stored before the inbox searched by word
 * starts have no terms. Named by version, so a change to how terms are made is a new migration.
 */
export const searchTermsMigration = 'inboxMaintenance/search-terms-v1';

const sameTerms = (stored: unknown, wanted: readonly string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && stored.every((term, i) => term === wanted[i]);

/**
 * Writes the search terms of every stored message that lacks them (or has other ones), oldest first,
 * `pageSize` a page, `maxPages` pages a run; the place it reached is saved after each page, so a run
 * cut short is carried on by the next, and a finished migration costs one read a run.
 */
export async function migrateSearchTerms(
  db: DocumentDb,
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
) {
  const marker = (await db.get(searchTermsMigration)) ?? {};
  if (marker.done === true) return { updated: 0, complete: true };
  let after = marker.after as { at: Date; id: string } | undefined;
  let updated = 0;
  for (let pages = 0; pages < maxPages; pages += 1) {
    const page = await db.query({
      collection: spec.collection,
      where: [],
      orderBy: [{ field: spec.orderField, direction: 'asc' }],
      startAfter: after && { values: [after.at], id: after.id },
      limit: pageSize,
      select: [...spec.searchFields, spec.scopeField ?? spec.orderField, spec.termsField, spec.orderField],
    });
    for (const { id, data } of page) {
      if (sameTerms(data[spec.termsField], termsOf(spec, data))) continue;
      const path = `${spec.collection}/${id}`;
      const written = await db.runTransaction(async (tx) => {
        const current = await tx.get(path);
        if (!current) return false;
        tx.update(path, { [spec.termsField]: termsOf(spec, current) });
        return true;
      });
      if (written) updated += 1;
    }
    const last = page.at(-1);
    const done = page.length < pageSize;
    if (last) after = { at: last.data[spec.orderField] as Date, id: last.id };
    await db.batch([{ kind: 'set', path: searchTermsMigration, data: { done, ...(after && { after }) } }]);
    if (done) return { updated, complete: true };
  }
  return { updated, complete: false };
}

/**
 * One run of the hourly maintenance: the search terms migration (until it is done), then the
 * retention erasure. Each stops after a bounded number of pages, well inside the function's time.
 */
export async function maintainInbox(
  db: DocumentDb,
  { now, retentionDays }: { now: Date; retentionDays: number },
) {
  const migration = await migrateSearchTerms(db, { pageSize: 300, maxPages: 40 });
  const erasure = await eraseExpiredFirestore(db, {
    before: retentionCutoff(now, retentionDays),
    at: now,
    batchSize: maxErasureBatch,
    maxBatches: 40,
  });
  return { migrated: migration.updated, migrationDone: migration.complete, ...erasure };
}
