import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMailer, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const minutes = (n: number) => n * 60_000;
const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'backstop' };

function deploy(overrides: Record<string, string> = {}, mailer?: ReturnType<typeof createFakeMailer>) {
  restoreEnv = applyEnv(productionEnv(overrides));
  const fixture = createProductionFixture(mailer ? { mailer: mailer.mailer } : {});
  const at = (offsetMs: number) => new Date(fixture.clock.now.getTime() + offsetMs);
  /** Stores a message and runs the create trigger on it, as Firestore does for every new document. */
  const storeMessage = async (id: string, ageMs: number, changes: Record<string, unknown> = {}) => {
    fixture.storeMessage(id, ageMs, changes);
    await fixture.functions.stampMessageExpiry.run({ params: { id } } as never);
  };
  return { ...fixture, at, storeMessage, sent: mailer?.sent ?? fixture.sent };
}

describe('the scheduled backstop (sendMissedContactEmails)', () => {
  describe('given messages in every state', () => {
    it('should e-mail exactly those owed and due: past the grace period, the retry time or the lease', async () => {
      const { functions, storeMessage, at, sent, log, db } = deploy();
      await storeMessage('Fresh000000000000000', minutes(5));
      await storeMessage('NeverCalled000000000', minutes(15));
      await storeMessage('AlreadySent000000000', minutes(30), {
        delivery: { status: 'sent', attempts: 1, at: at(-minutes(29)), messageId: '<1@x>' },
      });
      await storeMessage('FailedDue00000000000', minutes(20), {
        delivery: {
          status: 'failed',
          attempts: 1,
          at: at(-minutes(19)),
          nextAttemptAt: at(-minutes(14)),
          error: 'SMTP down',
        },
      });
      await storeMessage('FailedNotYet00000000', minutes(21), {
        delivery: {
          status: 'failed',
          attempts: 3,
          at: at(-minutes(2)),
          nextAttemptAt: at(minutes(18)),
          error: 'SMTP down',
        },
      });
      await storeMessage('LiveClaim00000000000', minutes(12), {
        delivery: { status: 'sending', attempts: 1, at: at(-minutes(1)), leaseUntil: at(minutes(9)) },
      });
      await storeMessage('CrashedClaim00000000', minutes(12), {
        delivery: { status: 'sending', attempts: 1, at: at(-minutes(11)), leaseUntil: at(-minutes(1)) },
      });
      await storeMessage('Abandoned00000000000', minutes(40), {
        delivery: { status: 'abandoned', attempts: 8, at: at(-minutes(30)), error: '550' },
      });
      await storeMessage('WeekOld0000000000000', minutes(8 * 24 * 60));
      await storeMessage('Invalid0000000000000', minutes(20), { name: 'A' });

      await functions.sendMissedContactEmails.run(tick);

      expect(sent.map((mail) => mail.reference)).toEqual([
        'WeekOld0000000000000',
        'FailedDue00000000000',
        'NeverCalled000000000',
        'CrashedClaim00000000',
      ]);
      expect(db.peek('messages/Invalid0000000000000')?.delivery).toMatchObject({ status: 'abandoned' });
      expect(log.text()).toContain('"event":"contact-email-abandoned","docId":"Invalid0000000000000"');
      expect(log.lines.find((line) => line.includes('backstop run'))).toContain('"sent":4');
    });
  });

  describe('given a run after a successful one', () => {
    it('should send nothing twice', async () => {
      const { functions, storeMessage, sent } = deploy();
      await storeMessage(messageId(1), minutes(15));
      await functions.sendMissedContactEmails.run(tick);
      await functions.sendMissedContactEmails.run(tick);
      expect(sent).toHaveLength(1);
    });
  });

  describe('given its own daily budget', () => {
    it('should stop at it and leave the rest for the next day, without touching the callable ceiling', async () => {
      const { functions, storeMessage, sent, log, db } = deploy({ BACKSTOP_SENDS_PER_DAY: '1' });
      await storeMessage(messageId(1), minutes(15));
      await storeMessage(messageId(2), minutes(14));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(1)]);
      expect(log.text()).toContain('backstop: daily budget reached');
      expect(db.peek('rateLimits/global')).toBeUndefined();
    });
  });

  describe('given one message whose send fails', () => {
    it('should still send the others and record the failure for the next run', async () => {
      let calls = 0;
      const flaky = createFakeMailer({
        fail: () => (++calls === 1 ? new Error('421 try later') : undefined),
      });
      const { functions, storeMessage, sent, db, clock } = deploy({}, flaky);
      await storeMessage(messageId(1), minutes(15));
      await storeMessage(messageId(2), minutes(14));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(2)]);
      expect(db.peek(`messages/${messageId(1)}`)?.delivery).toMatchObject({ status: 'failed', attempts: 1 });
      await functions.sendMissedContactEmails.run(tick);
      expect(sent).toHaveLength(1);
      clock.now = new Date(clock.now.getTime() + minutes(5));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(2), messageId(1)]);
    });
  });
});

describe('the create trigger (stampMessageExpiry)', () => {
  it('should set expireAt to createdAt plus MESSAGE_RETENTION_DAYS', async () => {
    const { storeMessage, db, at } = deploy({ MESSAGE_RETENTION_DAYS: '30' });
    await storeMessage(messageId(1), 0);
    expect(db.peek(`messages/${messageId(1)}`)?.expireAt).toEqual(at(minutes(30 * 24 * 60)));
  });

  it('given the production default, should keep a message 730 days (24 months)', async () => {
    const { storeMessage, db, at } = deploy();
    await storeMessage(messageId(1), 0);
    expect(db.peek(`messages/${messageId(1)}`)?.expireAt).toEqual(at(minutes(730 * 24 * 60)));
  });
});
