import { storedMessage } from '@rico/inbox/testing';
import { describe, expect, it } from 'vitest';
import { createFirestoreInboxStore } from './firestoreInboxStore';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';
import { messageId } from './testing/productionFixture';

const pairs = 200;
const at = new Date('2025-06-02T09:00:00Z');
const abandoned = { status: 'abandoned', attempts: 8, at, error: '421' };

describe('a change racing a delete on Firestore', () => {
  it(`given ${pairs} mark-read, send-again and delete triples at once, should bring no message back`, async () => {
    // Every read and commit waits a seeded number of turns: the three calls interleave every way.
    const db = createFakeDocumentDb({ jitterTurns: 3, seed: 7 });
    for (let n = 0; n < pairs; n += 1)
      db.put(`messages/${messageId(n)}`, storedMessage({ delivery: abandoned }));
    const store = createFirestoreInboxStore(db);
    const outcomes = await Promise.all(
      Array.from({ length: pairs }, async (_, n) => {
        // Half the deletes are asked first: each order of arrival is tried.
        const deleted = n % 2 === 0 ? store.delete(messageId(n), at) : undefined;
        const read = store.setRead(messageId(n), { read: true, by: 'sam@rico.example', at });
        const reset = store.resetDelivery(messageId(n), at);
        return Promise.all([read, reset, deleted ?? store.delete(messageId(n), at)]);
      }),
    );
    expect(outcomes.every(([, , deleted]) => deleted)).toBe(true);
    expect(db.paths().filter((path) => path.startsWith('messages/'))).toEqual([]);
    expect(db.paths().filter((path) => path.startsWith('messageTombstones/'))).toHaveLength(pairs);
    // The race ran both ways: some changes found the message, others found it already gone.
    expect(outcomes.some(([read]) => read) && outcomes.some(([read]) => !read)).toBe(true);
  });
});
