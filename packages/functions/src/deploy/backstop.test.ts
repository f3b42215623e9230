import './testing/quietFunctionsLogger';
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
  return { ...fixture, at, sent: mailer?.sent ?? fixture.sent };
}

describe('the scheduled backstop (sendMissedContactEmails)', () => {
  describe('given messages in every state', () => {
    it('should e-mail exactly those stored over 10 minutes ago without a sent record or live claim', async () => {
      const { functions, storeMessage, at, sent, log } = deploy();
      storeMessage('Fresh000000000000000', minutes(5));
      storeMessage('NeverCalled000000000', minutes(15));
      storeMessage('AlreadySent000000000', minutes(30), {
        delivery: { status: 'sent', attempts: 1, at: at(-minutes(29)), messageId: '<1@x>' },
      });
      storeMessage('FailedBefore00000000', minutes(20), {
        delivery: { status: 'failed', attempts: 1, at: at(-minutes(19)), error: 'SMTP down' },
      });
      storeMessage('LiveClaim00000000000', minutes(12), {
        delivery: { status: 'sending', attempts: 1, at: at(-minutes(1)), leaseUntil: at(minutes(9)) },
      });
      storeMessage('CrashedClaim00000000', minutes(12), {
        delivery: { status: 'sending', attempts: 1, at: at(-minutes(11)), leaseUntil: at(-minutes(1)) },
      });
      storeMessage('TooOld00000000000000', minutes(8 * 24 * 60));
      storeMessage('Invalid0000000000000', minutes(20), { name: 'A' });

      await functions.sendMissedContactEmails.run(tick);

      expect(sent.map((mail) => mail.reference)).toEqual([
        'FailedBefore00000000',
        'NeverCalled000000000',
        'CrashedClaim00000000',
      ]);
      expect(log.text()).toContain('backstop: stored message is not valid, skipped');
      expect(log.lines.find((line) => line.includes('backstop run'))).toContain('"sent":3');
    });
  });

  describe('given a run after a successful one', () => {
    it('should send nothing twice', async () => {
      const { functions, storeMessage, sent } = deploy();
      storeMessage(messageId(1), minutes(15));
      await functions.sendMissedContactEmails.run(tick);
      await functions.sendMissedContactEmails.run(tick);
      expect(sent).toHaveLength(1);
    });
  });

  describe('given the global ceiling', () => {
    it('should stop at it and leave the rest for a later window', async () => {
      const { functions, storeMessage, sent, log } = deploy({ RATE_LIMIT_PER_DAY: '1' });
      storeMessage(messageId(1), minutes(15));
      storeMessage(messageId(2), minutes(14));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(1)]);
      expect(log.text()).toContain('backstop: global ceiling reached');
    });
  });

  describe('given one message whose send fails', () => {
    it('should still send the others and record the failure for the next run', async () => {
      let calls = 0;
      const flaky = createFakeMailer({
        fail: () => (++calls === 1 ? new Error('421 try later') : undefined),
      });
      const { functions, storeMessage, sent, db } = deploy({}, flaky);
      storeMessage(messageId(1), minutes(15));
      storeMessage(messageId(2), minutes(14));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(2)]);
      expect(db.peek(`messages/${messageId(1)}`)?.delivery).toMatchObject({ status: 'failed', attempts: 1 });
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(2), messageId(1)]);
    });
  });
});

describe('the create trigger (stampMessageExpiry)', () => {
  it('should set expireAt to createdAt plus MESSAGE_RETENTION_DAYS', async () => {
    const { functions, storeMessage, db, at } = deploy({ MESSAGE_RETENTION_DAYS: '30' });
    storeMessage(messageId(1), 0);
    await functions.stampMessageExpiry.run({ params: { id: messageId(1) } } as never);
    expect(db.peek(`messages/${messageId(1)}`)?.expireAt).toEqual(at(minutes(30 * 24 * 60)));
  });

  it('given the production default, should keep a message 730 days (24 months)', async () => {
    const { functions, storeMessage, db, at } = deploy();
    storeMessage(messageId(1), 0);
    await functions.stampMessageExpiry.run({ params: { id: messageId(1) } } as never);
    expect(db.peek(`messages/${messageId(1)}`)?.expireAt).toEqual(at(minutes(730 * 24 * 60)));
  });
});
