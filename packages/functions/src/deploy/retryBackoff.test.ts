import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMail, Mailer } from '../ports';
import { callFrom, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

const minutes = (n: number) => n * 60_000;
const tick = { scheduleTime: '2025-06-01T12:00:00.000Z', jobName: 'backstop' };

/** An SMTP server that refuses the messages in `refused` (550) and accepts the rest, noting when. */
function pickyMailer(refused: Set<string>, clock: { now: Date }) {
  const sent: ContactMail[] = [];
  const tried: { id: string; at: Date }[] = [];
  const mailer: Mailer = {
    send(mail) {
      tried.push({ id: mail.reference, at: new Date(clock.now) });
      if (refused.has(mail.reference)) return Promise.reject(new Error('550 5.1.1 mailbox unavailable'));
      sent.push(mail);
      return Promise.resolve({ messageId: `<${String(sent.length)}@fake.test>` });
    },
  };
  return { mailer, sent, tried };
}

function deploy(refused: string[]) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off' }));
  const clock = { now: new Date('2025-06-01T12:00:00.000Z') };
  const picky = pickyMailer(new Set(refused), clock);
  const fixture = createProductionFixture({ now: clock.now, mailer: picky.mailer });
  fixture.clock.now = clock.now;
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
    fixture.clock.now = clock.now;
  };
  const arrive = async (id: string) => {
    const payload = fixture.storeMessage(id);
    await fixture.functions.stampMessageExpiry.run({ params: { id } } as never);
    return payload;
  };
  return { ...fixture, ...picky, advance, arrive };
}

describe('retrying a message whose e-mail keeps failing', () => {
  describe('given five messages the mail server refuses, and a day of backstop runs', () => {
    it('should back off, give up after a bounded number of attempts, and tell the company', async () => {
      const failing = [1, 2, 3, 4, 5].map(messageId);
      const { functions, arrive, advance, tried, db, log } = deploy(failing);
      for (const id of failing) await arrive(id);
      for (let run = 0; run < 24 * 12; run += 1) {
        advance(minutes(5));
        await functions.sendMissedContactEmails.run(tick);
      }
      const times = tried.filter((t) => t.id === messageId(1)).map((t) => t.at.getTime());
      expect(times.length).toBeGreaterThan(3);
      expect(times.length).toBeLessThanOrEqual(10);
      const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
      for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1] ?? 0);
      expect(gaps.at(-1)).toBeGreaterThan(4 * (gaps[0] ?? 0));
      for (const id of failing) {
        expect(db.peek(`messages/${id}`)).toMatchObject({
          name: 'Ann Example',
          delivery: { status: 'abandoned' },
        });
      }
      const alerts = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const abandoned = alerts.filter((entry) => entry.event === 'contact-email-abandoned');
      expect(abandoned.map((entry) => [entry.level, entry.docId])).toEqual(
        expect.arrayContaining(failing.map((id) => ['error', id])),
      );
      expect(abandoned).toHaveLength(5);
    });

    it('should still e-mail the next visitor at once', async () => {
      const failing = [1, 2, 3, 4, 5].map(messageId);
      const { functions, arrive, advance, sent } = deploy(failing);
      for (const id of failing) await arrive(id);
      for (let run = 0; run < 24 * 12; run += 1) {
        advance(minutes(5));
        await functions.sendMissedContactEmails.run(tick);
      }
      const visitor = await arrive(messageId(99));
      await expect(functions.sendContactEmail.run(callFrom('198.51.100.20', visitor))).resolves.toEqual({
        status: 'sent',
      });
      expect(sent.map((mail) => mail.reference)).toEqual([messageId(99)]);
    });
  });
});
