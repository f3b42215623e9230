import { afterEach, describe, expect, it } from 'vitest';
import { createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const minutes = (n: number) => n * 60_000;
const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'backstop' };

function deploy() {
  restoreEnv = applyEnv(productionEnv());
  const fixture = createProductionFixture();
  const at = (offsetMs: number) => new Date(fixture.clock.now.getTime() + offsetMs);
  /** A message as the site leaves it, with the create trigger run on it as Firestore would. */
  const arrive = async (id: string, ageMs: number, changes: Record<string, unknown> = {}) => {
    fixture.storeMessage(id, ageMs, changes);
    await fixture.functions.stampMessageExpiry.run({ params: { id } } as never);
  };
  const delivered = (ageMs: number) => ({
    delivery: { status: 'sent', attempts: 1, at: at(-ageMs + minutes(1)), messageId: '<old@x>' },
  });
  return { ...fixture, at, arrive, delivered };
}

describe('the backstop, however many messages were already delivered', () => {
  describe('given 100 messages sent yesterday and one missed 15 minutes ago', () => {
    it('should e-mail the missed one in the next run', async () => {
      const { functions, arrive, delivered, sent } = deploy();
      for (let n = 0; n < 100; n += 1)
        await arrive(messageId(n), minutes(24 * 60 - n), delivered(minutes(24 * 60)));
      await arrive('Missed00000000000000', minutes(15));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual(['Missed00000000000000']);
    });
  });

  describe('given 300 delivered messages with missed ones before, among and after them', () => {
    it('should e-mail every missed one in one run, oldest first', async () => {
      const { functions, arrive, delivered, sent } = deploy();
      await arrive('MissedOldest00000000', minutes(6 * 24 * 60));
      for (let n = 0; n < 300; n += 1) {
        await arrive(messageId(n), minutes(5 * 24 * 60 - n * 10), delivered(minutes(5 * 24 * 60 - n * 10)));
        if (n === 150) await arrive('MissedAmong000000000', minutes(5 * 24 * 60 - n * 10 - 5));
      }
      await arrive('MissedNewest00000000', minutes(11));
      await functions.sendMissedContactEmails.run(tick);
      expect(sent.map((mail) => mail.reference)).toEqual([
        'MissedOldest00000000',
        'MissedAmong000000000',
        'MissedNewest00000000',
      ]);
    });
  });

  describe('given more missed messages than one page of the query', () => {
    it('should e-mail all 150 in one run', async () => {
      const { functions, arrive, sent } = deploy();
      for (let n = 0; n < 150; n += 1) await arrive(messageId(n), minutes(600 - n));
      await functions.sendMissedContactEmails.run(tick);
      expect(new Set(sent.map((mail) => mail.reference)).size).toBe(150);
    });
  });
});
