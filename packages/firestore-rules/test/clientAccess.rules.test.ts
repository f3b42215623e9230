import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { validMessageData } from '@rico/contact';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { seed, startRulesTestEnv, visitorDb } from './rulesTestEnv';

const id = 'AbCdEfGhIjKlMnOpQrSt';
let env: RulesTestEnvironment;
let db: Firestore;
beforeAll(async () => {
  env = await startRulesTestEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, `messages/${id}`, { ...validMessageData, createdAt: new Date() });
  await seed(env, 'rateLimits/global', { count: 1 });
  db = visitorDb(env);
});
afterAll(() => env.cleanup());

describe('firestore.rules: everything but a create is denied to clients', () => {
  it('should deny get of a stored message', async () => {
    await assertFails(getDoc(doc(db, 'messages', id)));
  });

  it('should deny listing the messages', async () => {
    await assertFails(getDocs(collection(db, 'messages')));
  });

  it('should deny an update, even one that keeps the schema', async () => {
    await assertFails(updateDoc(doc(db, 'messages', id), { read: true }));
    await assertFails(updateDoc(doc(db, 'messages', id), { name: 'Another Name' }));
  });

  it('should deny overwriting a stored message with a valid new one', async () => {
    await assertFails(setDoc(doc(db, 'messages', id), { ...validMessageData, createdAt: serverTimestamp() }));
  });

  it('should deny a delete', async () => {
    await assertFails(deleteDoc(doc(db, 'messages', id)));
  });

  it('should deny any access to the job applications, even to a signed-in account', async () => {
    await seed(env, `applications/${id}`, { name: 'Sam Applicant', createdAt: new Date() });
    const staff = env.authenticatedContext('staff-uid', { staff: true }).firestore() as unknown as Firestore;
    for (const client of [db, staff]) {
      await assertFails(getDoc(doc(client, 'applications', id)));
      await assertFails(getDocs(collection(client, 'applications')));
      await assertFails(setDoc(doc(client, 'applications', 'NewApplication000001'), { name: 'x' }));
      await assertFails(deleteDoc(doc(client, 'applications', id)));
    }
  });

  it('should deny any access to the rate-limit counters', async () => {
    await assertFails(getDoc(doc(db, 'rateLimits', 'global')));
    await assertFails(setDoc(doc(db, 'rateLimits', 'global'), { count: 0 }));
  });

  it('should deny other collections and subcollections of a message', async () => {
    await assertFails(setDoc(doc(db, 'admins', id), { name: 'x' }));
    await assertFails(getDoc(doc(db, 'admins', id)));
    await assertFails(setDoc(doc(db, 'messages', id, 'notes', 'n1'), { text: 'x' }));
  });
});
