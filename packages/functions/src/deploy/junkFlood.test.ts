import { afterEach, describe, expect, it } from 'vitest';
import { payloadFor, exampleMessage } from '../testing/fixtures';
import { callFrom, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

function deploy(overrides: Record<string, string> = {}) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off', ...overrides }));
  return createProductionFixture();
}

/** Junk of every kind a script sends: malformed, naming no stored message, not matching one. */
function junk(n: number, storedPayload: ReturnType<typeof payloadFor>): unknown {
  switch (n % 5) {
    case 0:
      return { docId: 'x' };
    case 1:
      return payloadFor(messageId(100_000 + n), exampleMessage());
    case 2:
      return { ...storedPayload, message: 'Cheap watches at spam.example, buy now!' };
    case 3:
      return 'not even an object';
    default:
      return { ...storedPayload, docId: '../rateLimits/global' };
  }
}

const address = (n: number) => `203.0.${String(Math.floor(n / 250))}.${String(n % 250)}`;

describe('junk calls to sendContactEmail', () => {
  describe('given 1,000 junk calls from 250 addresses, each within its own hourly limit', () => {
    it('should refuse each one, send nothing, and still e-mail the next real visitor', async () => {
      const fixture = deploy();
      const stored = fixture.storeMessage(messageId(1));
      const outcomes = await Promise.allSettled(
        Array.from({ length: 1000 }, (_, n) =>
          fixture.functions.sendContactEmail.run(callFrom(address(n % 250), junk(n, stored))),
        ),
      );
      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
      expect(fixture.sent).toHaveLength(0);

      const visitor = fixture.storeMessage(messageId(2));
      await expect(
        fixture.functions.sendContactEmail.run(callFrom('198.51.100.20', visitor)),
      ).resolves.toEqual({ status: 'sent' });
      expect(fixture.sent.map((mail) => mail.reference)).toEqual([messageId(2)]);
    });
  });

  describe('given one address sending junk past its hourly limit', () => {
    it('should cost that address its limit, and no one else anything', async () => {
      const fixture = deploy({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '3', RATE_LIMIT_PER_DAY: '3' });
      const stored = fixture.storeMessage(messageId(1));
      const codes = [];
      for (let n = 0; n < 5; n += 1) {
        const call = fixture.functions.sendContactEmail.run(callFrom('203.0.113.66', { docId: 'x' }));
        codes.push(
          await call.then(
            () => 'ok',
            (error: unknown) => (error as { code: string }).code,
          ),
        );
      }
      expect(codes).toEqual([
        'invalid-argument',
        'invalid-argument',
        'invalid-argument',
        'resource-exhausted',
        'resource-exhausted',
      ]);
      await expect(
        fixture.functions.sendContactEmail.run(callFrom('203.0.113.66', stored)),
      ).rejects.toMatchObject({
        code: 'resource-exhausted',
      });
      await expect(fixture.functions.sendContactEmail.run(callFrom('198.51.100.9', stored))).resolves.toEqual(
        {
          status: 'sent',
        },
      );
    });
  });
});
