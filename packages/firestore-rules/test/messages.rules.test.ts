import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { messageAcceptanceTable, validMessageData, type AcceptanceCase } from '@rico/contact';
import { collection, doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startRulesTestEnv, visitorDb } from './rulesTestEnv';

let env: RulesTestEnvironment;
let db: Firestore;
beforeAll(async () => {
  env = await startRulesTestEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  db = visitorDb(env);
});
afterAll(() => env.cleanup());

/** The case as the site writes it: a browser-made id, then setDoc with the case's createdAt. */
function writeCase(testCase: AcceptanceCase) {
  const ref = testCase.id ? doc(db, 'messages', testCase.id) : doc(collection(db, 'messages'));
  const { createdAt } = testCase;
  const time =
    createdAt === 'serverTimestamp'
      ? { createdAt: serverTimestamp() }
      : createdAt === 'absent'
        ? {}
        : { createdAt: Timestamp.fromDate(createdAt.clientTime) };
  return setDoc(ref, { ...testCase.data, ...time });
}

describe('firestore.rules: creating messages/{id}', () => {
  describe.each(messageAcceptanceTable.map((c) => [c.title, c] as const))('given %s', (_title, testCase) => {
    it(`should be ${testCase.expected}${testCase.reason ? ` (${testCase.reason})` : ''}`, async () => {
      if (testCase.expected === 'accepted') await assertSucceeds(writeCase(testCase));
      else await assertFails(writeCase(testCase));
    });
  });

  describe('given addDoc (the exists:false precondition)', () => {
    it('should be accepted', async () => {
      await assertSucceeds(
        setDoc(doc(collection(db, 'messages')), { ...validMessageData, createdAt: serverTimestamp() }),
      );
    });
  });
});
