import { afterEach, describe, expect, it } from 'vitest';
import { callFrom, createProductionFixture, messageId } from './testing/productionFixture';
import { applyEnv, productionEnv } from './testing/productionEnv';

let restoreEnv: () => void = () => undefined;
afterEach(() => restoreEnv());

function deploy(overrides: Record<string, string> = {}) {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off', ...overrides }));
  return createProductionFixture();
}

describe('the rate limits of the deployed sendContactEmail', () => {
  describe('given one client calling more than its hourly limit', () => {
    it('should answer resource-exhausted once the limit is used, and serve other clients', async () => {
      const fixture = deploy({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '3' });
      const calls = [1, 2, 3, 4].map((n) => fixture.storeMessage(messageId(n)));
      for (const payload of calls.slice(0, 3)) {
        await expect(
          fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', payload)),
        ).resolves.toEqual({
          status: 'sent',
        });
      }
      const refused = fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', calls[3]));
      await expect(refused).rejects.toMatchObject({
        code: 'resource-exhausted',
        message: 'Too many messages right now. Please try again later.',
      });
      await expect(
        fixture.functions.sendContactEmail.run(callFrom('198.51.100.9', calls[3])),
      ).resolves.toEqual({
        status: 'sent',
      });
    });

    it('should serve the client again in the next hour', async () => {
      const fixture = deploy({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '1' });
      const payload = fixture.storeMessage(messageId(1));
      await fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', payload));
      fixture.clock.now = new Date(fixture.clock.now.getTime() + 60 * 60_000);
      await expect(fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', payload))).resolves.toEqual(
        {
          status: 'already-sent',
        },
      );
    });
  });

  describe('given many clients together reaching the global ceiling', () => {
    it('should answer resource-exhausted to everyone until the next day', async () => {
      const fixture = deploy({ RATE_LIMIT_PER_DAY: '2' });
      const payloads = [1, 2, 3].map((n) => fixture.storeMessage(messageId(n)));
      await fixture.functions.sendContactEmail.run(callFrom('203.0.113.1', payloads[0]));
      await fixture.functions.sendContactEmail.run(callFrom('203.0.113.2', payloads[1]));
      await expect(
        fixture.functions.sendContactEmail.run(callFrom('203.0.113.3', payloads[2])),
      ).rejects.toMatchObject({ code: 'resource-exhausted' });
      expect(fixture.sent).toHaveLength(2);
      fixture.clock.now = new Date('2025-06-02T00:00:00.000Z');
      await expect(
        fixture.functions.sendContactEmail.run(callFrom('203.0.113.3', payloads[2])),
      ).resolves.toEqual({ status: 'sent' });
    });
  });

  describe('given callers that write their own X-Forwarded-For entries', () => {
    /** A request as Cloud Run hands it over: whatever the client sent, then the address Google saw. */
    const forwarded = (header: string, data: unknown) => {
      const request = callFrom('0.0.0.0', data);
      (request.rawRequest as unknown as { headers: Record<string, string> }).headers['x-forwarded-for'] =
        header;
      return request;
    };

    it('should key the limit on the address Google appended, whatever comes before it', async () => {
      const fixture = deploy({ RATE_LIMIT_PER_CLIENT_PER_HOUR: '2' });
      const { sendContactEmail } = fixture.functions;
      const payloads = [1, 2, 3, 4].map((n) => fixture.storeMessage(messageId(n)));
      await sendContactEmail.run(forwarded('203.0.113.7', payloads[0]));
      await sendContactEmail.run(forwarded('198.51.100.1, 203.0.113.7', payloads[1]));
      await expect(
        sendContactEmail.run(forwarded('192.0.2.99, 10.1.2.3, 203.0.113.7', payloads[2])),
      ).rejects.toMatchObject({ code: 'resource-exhausted' });
      // Spoofing another visitor's address in front costs that visitor nothing.
      await expect(
        sendContactEmail.run(forwarded('203.0.113.7, 198.51.100.1', payloads[3])),
      ).resolves.toEqual({
        status: 'sent',
      });
    });
  });

  describe('given counted calls', () => {
    it('should store salted keys only, never the address', async () => {
      const fixture = deploy();
      await fixture.functions.sendContactEmail.run(callFrom('203.0.113.7', fixture.storeMessage()));
      const counters = fixture.db.paths().filter((path) => path.startsWith('rateLimits/'));
      expect(counters).toHaveLength(2);
      expect(counters).toContain('rateLimits/global');
      expect(counters.find((path) => path !== 'rateLimits/global')).toMatch(
        /^rateLimits\/client-[0-9a-f]{64}$/,
      );
      const everything = JSON.stringify(fixture.db.paths().map((path) => [path, fixture.db.peek(path)]));
      expect(everything).not.toContain('203.0.113.7');
    });
  });
});
