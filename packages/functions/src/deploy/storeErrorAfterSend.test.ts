import { afterEach, describe, expect, it } from 'vitest';
import { createRawMessageMailer } from '../mail/nodemailerMailer';
import type { Mailer } from '../ports';
import { parseEml } from '../testing/parseEml';
import type { DocumentDb } from './documentDb';
import { callFrom, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const minutes = (n: number) => n * 60_000;
const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'backstop' };

/**
 * A mail server that accepts every message (keeping the raw bytes), and a Firestore whose next
 * `failures` transactions after each accepted mail fail as a dropped connection would.
 */
function storeFailsAfterSend(failures: number) {
  const raw: string[] = [];
  let failNext = 0;
  const mailer: Mailer = createRawMessageMailer((message) => {
    raw.push(message.toString('utf8'));
    failNext = failures;
    return Promise.resolve();
  });
  const wrapDb = (db: DocumentDb): DocumentDb => ({
    ...db,
    runTransaction(work) {
      if (failNext > 0) {
        failNext -= 1;
        return Promise.reject(new Error('14 UNAVAILABLE: The service is currently unavailable.'));
      }
      return db.runTransaction(work);
    },
  });
  return { mailer, wrapDb, raw };
}

function deploy(failures: number) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off' }));
  const faulty = storeFailsAfterSend(failures);
  const fixture = createProductionFixture({ mailer: faulty.mailer, wrapDb: faulty.wrapDb });
  return { ...fixture, raw: faulty.raw };
}

describe('a store error after the mail server accepted the e-mail', () => {
  describe('given the sent record failing twice, then the visitor retrying and the backstop running', () => {
    it('should answer sent, record it, and never send the e-mail again', async () => {
      const { functions, storeMessage, db, raw, clock } = deploy(2);
      const payload = storeMessage(messageId(1));
      await expect(functions.sendContactEmail.run(callFrom('203.0.113.7', payload))).resolves.toEqual({
        status: 'sent',
      });
      expect(db.peek(`messages/${messageId(1)}`)?.delivery).toMatchObject({ status: 'sent' });
      await expect(functions.sendContactEmail.run(callFrom('203.0.113.7', payload))).resolves.toEqual({
        status: 'already-sent',
      });
      clock.now = new Date(clock.now.getTime() + minutes(12));
      await functions.sendMissedContactEmails.run(tick);
      clock.now = new Date(clock.now.getTime() + minutes(30));
      await functions.sendMissedContactEmails.run(tick);
      expect(raw).toHaveLength(1);
    });
  });

  describe('given any e-mail of a message', () => {
    it('should carry a Message-ID made from the document id, so copies of one message fold together', async () => {
      const { functions, storeMessage, raw, db } = deploy(0);
      await functions.sendContactEmail.run(callFrom('203.0.113.7', storeMessage(messageId(1))));
      await functions.sendContactEmail.run(callFrom('203.0.113.8', storeMessage(messageId(2))));
      const ids = await Promise.all(raw.map(async (eml) => (await parseEml(eml)).headers['message-id']?.[0]));
      expect(ids).toEqual([
        `<${messageId(1)}.contact@rico.example>`,
        `<${messageId(2)}.contact@rico.example>`,
      ]);
      expect(db.peek(`messages/${messageId(1)}`)?.delivery).toMatchObject({
        messageId: `<${messageId(1)}.contact@rico.example>`,
      });
    });
  });
});
