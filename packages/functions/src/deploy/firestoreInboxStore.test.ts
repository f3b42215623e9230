import { listFiltersOf, searchKey } from '@rico/inbox';
import { searchPeople, storedMessage } from '@rico/inbox/testing';
import { describe, expect, it } from 'vitest';
import { createFirestoreInboxStore } from './firestoreInboxStore';
import { createFirestoreMessageStore } from './firestoreMessageStore';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';
import { messageId } from './testing/productionFixture';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 0, minute));

describe('createFirestoreInboxStore', () => {
  it('given more messages than a page, should answer the newest page, and the next from its cursor, reading each once', async () => {
    const db = createFakeDocumentDb();
    for (let n = 0; n < 60; n += 1) db.put(`messages/${messageId(n)}`, storedMessage({ createdAt: at(n) }));
    const store = createFirestoreInboxStore(db);
    const first = await store.page({ filters: [], search: '', limit: 50 });
    expect(first.more).toBe(true);
    expect(first.entries.map((entry) => entry.id)).not.toContain(messageId(3));
    expect(db.stats.reads).toBe(51);
    const last = first.entries.at(-1);
    const second = await store.page({
      filters: [],
      search: '',
      limit: 50,
      after: { at: (last?.data.createdAt as Date).getTime(), id: last?.id ?? '' },
    });
    expect(second.entries.map((entry) => entry.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => messageId(9 - i)),
    );
    expect(second.more).toBe(false);
    // Only the fields a row shows: neither the message's text nor its search terms leave Firestore.
    expect(Object.keys(second.entries[0]?.data ?? {}).sort()).toEqual(
      ['company', 'createdAt', 'delivery', 'email', 'interest', 'name', 'read'].sort(),
    );
  });

  it('given messages stamped by the server, should find them by the start of any word, ignoring case and accents, within an interest', async () => {
    const db = createFakeDocumentDb();
    const messages = createFirestoreMessageStore(db, { retentionDays: 730 });
    for (const [n, person] of searchPeople.entries()) {
      db.put(`messages/${messageId(n)}`, storedMessage({ ...person, createdAt: at(n), delivery: undefined }));
      await messages.stampServerFields(messageId(n));
    }
    const store = createFirestoreInboxStore(db);
    const names = async (q: string, interest?: 'cloud-mobile' | 'seo-marketing') =>
      (await store.page({ ...listFiltersOf({ q, ...(interest && { interest }) }), limit: 50 })).entries
        .map((entry) => entry.data.name)
        .sort();
    expect(await names('NUNEZ')).toEqual(['José Núñez']);
    expect(await names('cafe o')).toEqual(['José Núñez']);
    expect(await names('smi')).toEqual(['Joanna Smith']);
    expect(await names('ann')).toEqual(['Ann Baker']);
    expect(await names('bak', 'seo-marketing')).toEqual(['Ann Baker']);
    expect(await names('smith', 'cloud-mobile')).toEqual([]);
    expect(await names('oanna')).toEqual([]);
    expect(searchKey('  Café—Olé! ')).toBe('cafe ole');
  });

  it('given send again on a message still being tried, should leave its delivery alone', async () => {
    const db = createFakeDocumentDb();
    const failed = { status: 'failed', attempts: 2, at: at(1), nextAttemptAt: at(20), error: 'x' };
    db.put(`messages/${messageId(1)}`, { createdAt: at(0), delivery: failed });
    const store = createFirestoreInboxStore(db);
    expect(await store.resetDelivery(messageId(1), at(5))).toBe('not-given-up');
    expect(await store.resetDelivery(messageId(2), at(5))).toBe('not-found');
    expect(db.peek(`messages/${messageId(1)}`)).toEqual({ createdAt: at(0), delivery: failed });
  });
});
