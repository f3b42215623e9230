import { afterEach, describe, expect, it } from 'vitest';
import { callFrom, createFakeMailer, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'backstop' };
const quarterHour = 15 * 60_000;

function deploy(mailer: ReturnType<typeof createFakeMailer>, seed = 0) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off', RATE_LIMIT_PER_CLIENT_PER_HOUR: '1000' }));
  // Latency on every Firestore operation, so the callers' claims really overlap.
  return createProductionFixture({ mailer: mailer.mailer, jitterTurns: 8, jitterSeed: seed });
}

describe('exactly one e-mail per message, callable and backstop together', () => {
  describe('given late callable calls (and their retries) racing two overlapping backstop runs', () => {
    it('should send the message exactly once, in every one of 20 interleavings', async () => {
      for (let round = 0; round < 20; round += 1) {
        const mailer = createFakeMailer({ turns: round % 4 });
        const fixture = deploy(mailer, round);
        const payload = fixture.storeMessage(messageId(round), quarterHour);
        const { sendContactEmail, sendMissedContactEmails, stampMessageExpiry } = fixture.functions;
        // The create trigger ran, as it does for every message: the backstop's query sees it.
        await stampMessageExpiry.run({ params: { id: payload.docId } } as never);
        const outcomes = await Promise.allSettled([
          sendContactEmail.run(callFrom('203.0.113.7', payload)),
          sendMissedContactEmails.run(tick),
          sendContactEmail.run(callFrom('203.0.113.7', payload)),
          sendMissedContactEmails.run(tick),
          sendContactEmail.run(callFrom('203.0.113.7', payload)),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
        expect(mailer.sent.map((mail) => mail.reference)).toEqual([payload.docId]);
        expect(fixture.db.peek(`messages/${payload.docId}`)?.delivery).toMatchObject({ status: 'sent' });
        restoreEnv();
      }
    });
  });

  describe('given a backstop run while the callable is still sending', () => {
    it('should leave the message to the callable and send nothing after it', async () => {
      let letSendFinish: () => void = () => undefined;
      const mailer = createFakeMailer({
        holdFirstUntil: new Promise((resolve) => {
          letSendFinish = resolve;
        }),
      });
      const fixture = deploy(mailer);
      const payload = fixture.storeMessage(messageId(1), quarterHour);
      await fixture.functions.stampMessageExpiry.run({ params: { id: payload.docId } } as never);
      const call = fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', payload));
      // The callable has claimed the message and its send is in flight (or it answered without one,
      // which fails below rather than waiting for ever): the backstop runs now.
      await Promise.race([mailer.firstSendBegan, call]);
      await fixture.functions.sendMissedContactEmails.run(tick);
      letSendFinish();
      await expect(call).resolves.toEqual({ status: 'sent' });
      await fixture.functions.sendMissedContactEmails.run(tick);
      expect(mailer.sent).toHaveLength(1);
      expect(fixture.log.text()).toContain('"undelivered":1');
    });
  });
});
