import { describe, expect, it } from 'vitest';
import { createFirestoreInboxStore, inboxPageSize } from './firestoreInboxStore';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';
import { messageId } from './testing/productionFixture';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 0, minute));

describe('createFirestoreInboxStore', () => {
  it('given more messages than a page, should read them all, newest first, with queries Firestore can serve', async () => {
    const db = createFakeDocumentDb();
    const count = inboxPageSize + 5;
    for (let n = 0; n < count; n += 1) db.put(`messages/${messageId(n)}`, { createdAt: at(n % 100) });
    const entries = await createFirestoreInboxStore(db).list();
    expect(entries).toHaveLength(count);
    const times = entries.map((entry) => (entry.data.createdAt as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(count);
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
