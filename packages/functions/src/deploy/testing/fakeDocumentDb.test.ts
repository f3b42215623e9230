import { describe, expect, it } from 'vitest';
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
});
