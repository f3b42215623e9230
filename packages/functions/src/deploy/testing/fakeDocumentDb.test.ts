import { describe, expect, it } from 'vitest';
import { deleteField } from '../documentDb';
import { createFakeDocumentDb } from './fakeDocumentDb';

describe('createFakeDocumentDb', () => {
  it('given concurrent read-modify-writes, should serialise them like Firestore (no lost update)', async () => {
    const db = createFakeDocumentDb();
    db.put('counters/a', { n: 0 });
    const increment = () =>
      db.runTransaction(async (tx) => {
        const current = await tx.get('counters/a');
        tx.update('counters/a', { n: Number(current?.n) + 1 });
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(db.peek('counters/a')).toEqual({ n: 20 });
  });

  it('given a write outside the transaction after its read, should run the work again', async () => {
    const db = createFakeDocumentDb();
    db.put('counters/a', { n: 0 });
    let runs = 0;
    await db.runTransaction(async (tx) => {
      runs += 1;
      const current = await tx.get('counters/a');
      if (runs === 1) db.put('counters/a', { n: 10 });
      tx.update('counters/a', { n: Number(current?.n) + 1 });
    });
    expect(runs).toBe(2);
    expect(db.peek('counters/a')).toEqual({ n: 11 });
  });

  describe('given queries', () => {
    const byStatus = (statuses: string[], startAfter?: { values: unknown[]; id: string }) => ({
      collection: 'messages',
      where: [{ field: 'delivery.status', op: 'in' as const, value: statuses }],
      orderBy: [{ field: 'createdAt', direction: 'asc' as const }],
      startAfter,
      limit: 2,
    });

    it('should filter on a map field, order, break ties by id and page after a cursor', async () => {
      const db = createFakeDocumentDb();
      const at = (n: number) => new Date(Date.UTC(2025, 5, 1, 12, n));
      db.put('messages/c', { createdAt: at(1), delivery: { status: 'pending' } });
      db.put('messages/a', { createdAt: at(2), delivery: { status: 'failed' } });
      db.put('messages/b', { createdAt: at(1), delivery: { status: 'sent' } });
      db.put('messages/d', { createdAt: at(1), delivery: { status: 'failed' } });
      db.put('messages/e', { createdAt: at(0) });
      const first = await db.query(byStatus(['pending', 'failed']));
      expect(first.map((doc) => doc.id)).toEqual(['c', 'd']);
      const second = await db.query(byStatus(['pending', 'failed'], { values: [at(1)], id: 'd' }));
      expect(second.map((doc) => doc.id)).toEqual(['a']);
    });

    it('should refuse a query on two fields that no composite index serves, as Firestore does', async () => {
      const db = createFakeDocumentDb({ indexes: { indexes: [] } });
      await expect(db.query(byStatus(['pending']))).rejects.toThrow(
        /FAILED_PRECONDITION: The query requires an index/,
      );
    });
  });
  describe('given deletes', () => {
    it('should remove a field marked deleteField and leave the others', async () => {
      const db = createFakeDocumentDb();
      db.put('messages/a', { read: true, readBy: 'sam@rico.example' });
      await db.runTransaction(async (tx) => {
        await tx.get('messages/a');
        tx.update('messages/a', { read: false, readBy: deleteField });
      });
      expect(db.peek('messages/a')).toEqual({ read: false });
    });

    it('should delete a document, and make a transaction that read it run again', async () => {
      const db = createFakeDocumentDb();
      db.put('messages/a', { n: 1 });
      let runs = 0;
      await db.runTransaction(async (tx) => {
        runs += 1;
        const current = await tx.get('messages/a');
        if (runs === 1) {
          await db.runTransaction(async (other) => {
            await Promise.resolve();
            other.delete('messages/a');
          });
        }
        if (current) tx.update('counters/seen', {});
      });
      expect(runs).toBe(2);
      expect(db.peek('messages/a')).toBeUndefined();
      expect(db.paths()).toEqual([]);
    });
  });
});
