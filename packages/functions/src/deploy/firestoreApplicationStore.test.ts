import { describe, expect, it } from 'vitest';
import { applicationExpiresAt } from '@rico/contact';
import { cvDownloadHeaders } from '@rico/inbox';
import { pdfBytes } from '../testing/cvFixtures';
import { createFirestoreApplicationStore } from './firestoreApplicationStore';
import { createFakeCvBucket } from './testing/fakeCvBucket';
import { createFakeDocumentDb } from './testing/fakeDocumentDb';

/* The application store the staff inbox will use, on the fake Firestore and the fake bucket. */

const idOf = (n: number) => `App${String(n).padStart(17, '0')}`;
const start = new Date('2026-03-01T09:00:00.000Z');

function application(n: number, changes: Record<string, unknown> = {}) {
  const createdAt = new Date(start.getTime() + n * 60_000);
  return {
    name: `Candidate ${String(n)}`,
    email: `candidate${String(n)}@example.com`,
    role: n % 2 === 0 ? 'React developer' : 'EPOS support engineer',
    linkedin: '',
    consent: true,
    cv: { name: `CV ${String(n)}.pdf`, type: 'application/pdf', size: pdfBytes().length },
    createdAt,
    expireAt: applicationExpiresAt(createdAt),
    read: false,
    delivery: { status: 'sent', attempts: 1, at: createdAt, messageId: '<x@y>' },
    ...changes,
  };
}

async function storeWith(count: number) {
  const db = createFakeDocumentDb();
  const bucket = createFakeCvBucket();
  const store = createFirestoreApplicationStore(db, bucket);
  for (let n = 1; n <= count; n += 1) await store.create(idOf(n), application(n), pdfBytes());
  return { db, bucket, store };
}

describe('the Firestore application store', () => {
  it('should list page by page, newest first, each page one query of what it shows', async () => {
    const { store } = await storeWith(7);
    const first = await store.list({ limit: 3 });
    const second = await store.list({ limit: 3, after: first.next });
    const third = await store.list({ limit: 3, after: second.next });
    expect([first, second, third].map((page) => page.applications.map((entry) => entry.id))).toEqual([
      [idOf(7), idOf(6), idOf(5)],
      [idOf(4), idOf(3), idOf(2)],
      [idOf(1)],
    ]);
    expect(third.next).toBeNull();
  });

  it('should list one role only when asked (its own index)', async () => {
    const { store } = await storeWith(5);
    const page = await store.list({ limit: 10, role: 'React developer' });
    expect(page.applications.map((entry) => entry.id)).toEqual([idOf(4), idOf(2)]);
  });

  it('should count the unread by an aggregation, whatever is stored', async () => {
    const { store } = await storeWith(4);
    await store.setRead(idOf(2), { read: true, by: 'sam@rico.example', at: start });
    expect(await store.countUnread()).toBe(3);
  });

  it('should refuse a cursor it did not make and a limit out of range', async () => {
    const { store } = await storeWith(1);
    await expect(store.list({ limit: 3, after: 'not-a-cursor' })).rejects.toThrow(RangeError);
    await expect(store.list({ limit: 1000 })).rejects.toThrow(RangeError);
  });

  it('should give the CV as checked, with the headers a staff download is served with', async () => {
    const { store } = await storeWith(1);
    const cv = await store.readCv(idOf(1));
    if (!cv) throw new Error('no CV');
    expect({ ...cv, bytes: cv.bytes.equals(pdfBytes()) }).toEqual({
      bytes: true,
      type: 'application/pdf',
      name: 'CV 1.pdf',
    });
    expect(cvDownloadHeaders({ ...cv, name: 'Séverine "CV".pdf' })).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="S_verine _CV_.pdf"; filename*=UTF-8''S%C3%A9verine%20%22CV%22.pdf`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('should mark one read and unread, naming who', async () => {
    const { db, store } = await storeWith(1);
    const at = new Date('2026-03-02T10:00:00.000Z');
    expect(await store.setRead(idOf(1), { read: true, by: 'staff@rico.example', at })).toBe(true);
    expect(db.peek(`applications/${idOf(1)}`)).toMatchObject({
      read: true,
      readBy: 'staff@rico.example',
      readAt: at,
    });
    await store.setRead(idOf(1), { read: false, by: 'staff@rico.example', at });
    expect(db.peek(`applications/${idOf(1)}`)).not.toHaveProperty('readBy');
  });

  it('should delete the record and its CV file, and say when there was none', async () => {
    const { db, bucket, store } = await storeWith(2);
    expect(await store.delete(idOf(1))).toBe(true);
    expect([db.paths(), bucket.names()]).toEqual([[`applications/${idOf(2)}`], [`cvs/${idOf(2)}`]]);
    expect(await store.delete(idOf(1))).toBe(false);
    expect(await store.readCv(idOf(1))).toBeNull();
  });

  it('should never overwrite: a taken id stores nothing, and leaves no file behind', async () => {
    const { db, bucket, store } = await storeWith(0);
    await store.create(idOf(1), application(1, { cv: null }), undefined);
    expect(await store.create(idOf(1), application(1), pdfBytes())).toBe(false);
    expect([db.paths(), bucket.names()]).toEqual([[`applications/${idOf(1)}`], []]);
  });

  it('should store no record when the CV could not be saved', async () => {
    const { db, bucket, store } = await storeWith(0);
    bucket.failNextSave();
    await expect(store.create(idOf(1), application(1), pdfBytes())).rejects.toThrow('Service Unavailable');
    expect([db.paths(), bucket.names()]).toEqual([[], []]);
  });
});
