import { listFiltersOf } from '@rico/inbox';
import { storedMessage } from '@rico/inbox/testing';
import { describe, expect, it } from 'vitest';
import { createFirestoreInboxStore } from './firestoreInboxStore';
import { eraseExpiredFirestore, migrateSearchTerms, searchTermsMigration } from './inboxMaintenance';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';
import { messageId } from './testing/productionFixture';

const day = 24 * 60 * 60_000;
const now = new Date('2027-06-02T03:00:00.000Z');

describe('the search terms migration', () => {
  it('given messages stored before the inbox searched by word starts, should write their terms, a page a run, then stop reading', async () => {
    const db = createFakeDocumentDb();
    // As the old create trigger left them: no searchTerms.
    for (let n = 0; n < 25; n += 1) {
      db.put(
        `messages/${messageId(n)}`,
        storedMessage({
          name: n === 3 ? 'Zoë Ångström' : `Person ${n}`,
          createdAt: new Date(now.getTime() - n * day),
        }),
      );
    }
    const store = createFirestoreInboxStore(db);
    const found = async () =>
      (await store.page({ ...listFiltersOf({ q: 'angst' }), limit: 50 })).entries.map(
        (entry) => entry.data.name,
      );
    expect(await found()).toEqual([]);
    expect(await migrateSearchTerms(db, { pageSize: 10, maxPages: 2 })).toEqual({
      updated: 20,
      complete: false,
    });
    expect(await migrateSearchTerms(db, { pageSize: 10, maxPages: 2 })).toEqual({
      updated: 5,
      complete: true,
    });
    expect(await found()).toEqual(['Zoë Ångström']);
    expect(db.peek(searchTermsMigration)).toMatchObject({ done: true });
    const reads = db.stats.reads;
    expect(await migrateSearchTerms(db, { pageSize: 10, maxPages: 2 })).toEqual({
      updated: 0,
      complete: true,
    });
    expect(db.stats.reads - reads).toBe(1);
  });
});

describe('the retention erasure', () => {
  it('given more expired messages than many batches hold, should erase them all, batch by batch, and leave the rest', async () => {
    const db = createFakeDocumentDb();
    const expired = 1_234;
    for (let n = 0; n < expired; n += 1) {
      db.put(
        `messages/${messageId(n)}`,
        storedMessage({ createdAt: new Date(now.getTime() - 800 * day - n * 60_000) }),
      );
    }
    for (let n = expired; n < expired + 20; n += 1) {
      db.put(
        `messages/${messageId(n)}`,
        storedMessage({ createdAt: new Date(now.getTime() - (n - expired) * day) }),
      );
    }
    const before = new Date(now.getTime() - 730 * day);
    const first = await eraseExpiredFirestore(db, { before, at: now, batchSize: 100, maxBatches: 5 });
    expect(first).toEqual({ erased: 500, batches: 5, complete: false });
    const second = await eraseExpiredFirestore(db, { before, at: now, batchSize: 100, maxBatches: 50 });
    expect(second).toEqual({ erased: expired - 500, batches: 8, complete: true });
    const left = db.paths().filter((path) => path.startsWith('messages/'));
    expect(left).toHaveLength(20);
    expect(db.paths().filter((path) => path.startsWith('messageTombstones/'))).toHaveLength(expired);
    expect(db.peek(`messageTombstones/${messageId(0)}`)).toEqual({
      deletedAt: now,
      expireAt: new Date(now.getTime() + 8 * day),
    });
  });
});
