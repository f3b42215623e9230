import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { createSendContactEmail } from './callable';
import { ContactError } from './errors';
import type { SendContactEmailDeps } from './handler';
import { createMemoryMessageStore } from './memoryMessageStore';
import { exampleDocId, exampleMessage, payloadFor } from './testing/fixtures';

const silent = { info: () => undefined, error: () => undefined };

function deps(
  send: SendContactEmailDeps['mailer']['send'] = () => Promise.resolve({ messageId: '<1@test>' }),
) {
  const store = createMemoryMessageStore();
  store.put(exampleDocId, exampleMessage());
  return {
    store,
    mailer: { send },
    mail: { from: { name: 'R', address: 'r@rico.example' }, to: ['h@rico.example'] },
    log: silent,
  };
}

const request = (data: unknown) => ({ data }) as CallableRequest;
const payload = payloadFor(exampleDocId, exampleMessage());

describe('createSendContactEmail', () => {
  describe('given a valid call', () => {
    it('should run the handler and answer its result', async () => {
      const callable = createSendContactEmail(deps());
      await expect(callable.run(request(payload))).resolves.toEqual({ status: 'sent' });
    });
  });

  describe('given a refusal by the handler', () => {
    it('should rethrow it as an HttpsError with the same code and message', async () => {
      const callable = createSendContactEmail(deps());
      const error: unknown = await callable
        .run(request({ ...payload, name: 'Other Name' }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpsError);
      expect(error).toMatchObject({
        code: 'permission-denied',
        message: 'The payload does not match the stored message.',
      });
    });
  });

  describe('given an unexpected failure', () => {
    it('should answer internal and reveal nothing', async () => {
      const broken = {
        ...deps(),
        store: { ...deps().store, get: () => Promise.reject(new Error('disk on fire')) },
      };
      const error: unknown = await createSendContactEmail(broken)
        .run(request(payload))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'internal', message: 'Internal error.' });
    });
  });

  describe('given a guard that refuses', () => {
    it('should refuse before the handler runs', async () => {
      let sends = 0;
      const counting = deps(() => {
        sends += 1;
        return Promise.resolve({ messageId: '<1@test>' });
      });
      const callable = createSendContactEmail(counting, {
        guard: () => {
          throw new ContactError('resource-exhausted', 'Too many messages. Please try again later.');
        },
      });
      await expect(callable.run(request(payload))).rejects.toMatchObject({ code: 'resource-exhausted' });
      expect(sends).toBe(0);
    });
  });

  describe('given dependencies made on first use', () => {
    it('should make them once', async () => {
      let made = 0;
      const callable = createSendContactEmail(() => {
        made += 1;
        return deps();
      });
      await callable.run(request(payload));
      await callable.run(request(payload));
      expect(made).toBe(1);
    });
  });
});
