import { describe, expect, it } from 'vitest';
import { exampleDocId, exampleMessage } from '../testing/fixtures';
import { createFirestoreMessageStore } from './firestoreMessageStore';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';

const createdAt = new Date('2025-06-01T12:00:00.000Z');
const path = `messages/${exampleDocId}`;

function setup() {
  const db = createFakeDocumentDb();
  db.put(path, exampleMessage({ createdAt }));
  return { db, store: createFirestoreMessageStore(db, { retentionDays: 730 }) };
}

describe('createFirestoreMessageStore', () => {
  describe('given concurrent claims of one message', () => {
    it('should grant exactly one and record it in delivery', async () => {
      const { db, store } = setup();
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.claim(exampleDocId, createdAt)));
      expect(claims.filter((claim) => claim.status === 'claimed')).toEqual([
        { status: 'claimed', attempt: 1 },
      ]);
      expect(claims.filter((claim) => claim.status === 'in-progress')).toHaveLength(7);
      expect(db.peek(path)?.delivery).toMatchObject({ status: 'sending', attempts: 1 });
    });
  });

  describe('given a sent record', () => {
    it('should answer already-sent to every later claim', async () => {
      const { store } = setup();
      await store.claim(exampleDocId, createdAt);
      await store.recordSent(exampleDocId, 1, { at: createdAt, messageId: '<m@x>' });
      expect(await store.claim(exampleDocId, new Date('2026-01-01T00:00:00Z'))).toEqual({
        status: 'already-sent',
      });
    });
  });

  describe('given a new message without server fields', () => {
    it('should stamp expireAt (createdAt plus the retention) and a pending delivery, once', async () => {
      const { db, store } = setup();
      expect(await store.stampServerFields(exampleDocId)).toBe(true);
      const expected = new Date('2027-06-01T12:00:00.000Z');
      expect(db.peek(path)?.expireAt).toEqual(expected);
      expect(db.peek(path)?.delivery).toEqual({ status: 'pending', attempts: 0, at: createdAt });
      const other = createFirestoreMessageStore(db, { retentionDays: 1 });
      await other.stampServerFields(exampleDocId);
      expect(db.peek(path)?.expireAt).toEqual(expected);
    });

    it('should stamp it in the same transaction as a claim', async () => {
      const { db, store } = setup();
      await store.claim(exampleDocId, createdAt);
      expect(db.peek(path)).toMatchObject({ expireAt: new Date('2027-06-01T12:00:00.000Z') });
    });
  });

  describe('given an id that is not a message id', () => {
    it('should not touch any document', async () => {
      const { db, store } = setup();
      db.put('rateLimits/x/y/z', { count: 1 });
      expect(await store.get('x/y/z')).toBeNull();
      expect(await store.claim('../rateLimits/x', createdAt)).toEqual({ status: 'not-found' });
      expect(await store.stampServerFields('missing00000000000000')).toBe(false);
    });
  });

  describe('given delivered and undelivered messages', () => {
    it('should page through the undelivered ones only, oldest first', async () => {
      const { db, store } = setup();
      const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
      const sent = { status: 'sent', attempts: 1, at: createdAt, messageId: '<m@x>' };
      db.put(
        `messages/Later000000000000000`,
        exampleMessage({ createdAt: at(20), delivery: { status: 'pending', attempts: 0, at: at(20) } }),
      );
      db.put(`messages/Sent0000000000000000`, exampleMessage({ createdAt: at(-10), delivery: sent }));
      db.put(
        `messages/Earlier0000000000000`,
        exampleMessage({ createdAt: at(-20), delivery: { status: 'failed', attempts: 1, at: at(-19) } }),
      );
      db.put(
        `messages/SameTime000000000000`,
        exampleMessage({ createdAt: at(-20), delivery: { status: 'sending', attempts: 1, at: at(-19) } }),
      );
      const pages = [];
      for await (const page of store.undelivered(2)) pages.push(page.map((doc) => doc.id));
      expect(pages).toEqual([['Earlier0000000000000', 'SameTime000000000000'], ['Later000000000000000']]);
    });
  });
});
