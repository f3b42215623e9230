import { messageAcceptanceTable, type AcceptanceCase } from '@rico/contact';
import { FirebaseError } from 'firebase/app';
import { addDoc, collection, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore/lite';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from './store/serialize';
import { startTestBackend, type TestBackend } from './testing/testBackend';

let env: TestBackend;
beforeAll(async () => {
  env = await startTestBackend();
});
afterAll(async () => {
  await env.close();
});

const codeOf = (error: unknown) => (error instanceof FirebaseError ? error.code : String(error));

/** Writes a table case the way the site writes a message: a browser-made id, then setDoc. */
function writeCase(testCase: AcceptanceCase) {
  const { db } = env.client;
  const ref = testCase.id ? doc(db, 'messages', testCase.id) : doc(collection(db, 'messages'));
  const createdAt =
    testCase.createdAt === 'serverTimestamp'
      ? { createdAt: serverTimestamp() }
      : testCase.createdAt === 'absent'
        ? {}
        : { createdAt: Timestamp.fromDate(testCase.createdAt.clientTime) };
  return setDoc(ref, { ...testCase.data, ...createdAt });
}

describe('the Firestore Lite commit route', () => {
  describe('given each case of the acceptance table, written with the real SDK', () => {
    it.each(messageAcceptanceTable.map((c) => [c.title, c] as const))(
      'should decide %s',
      async (_t, testCase) => {
        const before = (await env.storedIds()).length;
        const outcome = await writeCase(testCase).then(
          () => 'accepted',
          (error: unknown) => codeOf(error),
        );
        expect(outcome).toBe(testCase.expected === 'accepted' ? 'accepted' : 'permission-denied');
        expect((await env.storedIds()).length).toBe(before + (testCase.expected === 'accepted' ? 1 : 0));
      },
    );
  });

  describe('given addDoc (the exists:false precondition)', () => {
    it('should store the document under the id the browser made', async () => {
      const { db } = env.client;
      const ref = await addDoc(collection(db, 'messages'), {
        ...messageAcceptanceTable[0]?.data,
        createdAt: serverTimestamp(),
      });
      expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await env.storedIds()).toContain(`${ref.id}.json`);
    });
  });

  describe('given an accepted write', () => {
    it('should stamp expireAt 730 days after createdAt, as production does', async () => {
      const ref = doc(collection(env.client.db, 'messages'));
      await setDoc(ref, { ...messageAcceptanceTable[0]?.data, createdAt: serverTimestamp() });
      const file = path.join(env.dataDir, 'messages', `${ref.id}.json`);
      const stored = parseMessage(await readFile(file, 'utf8'));
      const createdAt = stored.createdAt as Date;
      expect(stored.expireAt).toEqual(new Date(createdAt.getTime() + 730 * 24 * 60 * 60_000));
    });
  });

  describe('given a retry of a write that already succeeded', () => {
    it('should refuse it with permission-denied and keep the first document only', async () => {
      const { db } = env.client;
      const ref = doc(collection(db, 'messages'));
      const data = { ...messageAcceptanceTable[0]?.data, createdAt: serverTimestamp() };
      await setDoc(ref, data);
      const before = await env.storedIds();
      await expect(setDoc(ref, { ...data, name: 'Changed Name' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await env.storedIds()).toEqual(before);
    });
  });

  describe('given a write outside messages', () => {
    it('should refuse it with permission-denied', async () => {
      const ref = doc(env.client.db, 'admins', 'AbCdEfGhIjKlMnOpQrSt');
      await expect(setDoc(ref, { name: 'x' })).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });
});
