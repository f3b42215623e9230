import { describe, expect, it } from 'vitest';
import { handleSendContactEmail, type SendContactEmailDeps } from './handler';
import { createMemoryMessageStore } from './memoryMessageStore';
import type { ContactMail, Mailer } from './ports';
import { exampleDocId, exampleMessage, payloadFor } from './testing/fixtures';

const silent = { info: () => undefined, error: () => undefined };
const mailSettings = {
  from: { name: 'Rico Website', address: 'website@rico.example' },
  to: ['hello@rico.example'],
};

/**
 * A mailer that records what it sends, optionally failing the first n sends. A send takes a turn of
 * the event loop: the memory store answers within promise callbacks alone, so every other call
 * made meanwhile has reached the store and answered before a send completes.
 */
function recordingMailer({ failFirst = 0 } = {}) {
  const sent: ContactMail[] = [];
  let calls = 0;
  const mailer: Mailer = {
    async send(mail) {
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      if (calls <= failFirst) throw new Error('SMTP 451 try again later');
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return { mailer, sent };
}

function setup(mailerOptions = {}, leaseMs?: number) {
  const store = createMemoryMessageStore(leaseMs);
  store.put(exampleDocId, exampleMessage());
  const { mailer, sent } = recordingMailer(mailerOptions);
  const deps: SendContactEmailDeps = { store, mailer, mail: mailSettings, log: silent };
  return { store, sent, deps, payload: payloadFor(exampleDocId, exampleMessage()) };
}

describe('handleSendContactEmail', () => {
  describe('given the payload of a stored message', () => {
    it('should send one e-mail built from the stored document and record it', async () => {
      const { deps, payload, sent, store } = setup();
      await expect(handleSendContactEmail(deps, payload)).resolves.toEqual({ status: 'sent' });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.replyTo).toEqual({ name: 'Ann Example', address: 'ann@example.co.uk' });
      expect(store.peek(exampleDocId)?.delivery).toMatchObject({
        status: 'sent',
        attempts: 1,
        messageId: '<1@test>',
      });
    });
  });

  describe('given the same call again', () => {
    it('should answer already-sent without a second e-mail', async () => {
      const { deps, payload, sent } = setup();
      await handleSendContactEmail(deps, payload);
      await expect(handleSendContactEmail(deps, payload)).resolves.toEqual({ status: 'already-sent' });
      expect(sent).toHaveLength(1);
    });
  });

  describe('given five concurrent calls', () => {
    it('should send exactly one e-mail', async () => {
      const { deps, payload, sent } = setup();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => handleSendContactEmail(deps, payload)),
      );
      expect(sent).toHaveLength(1);
      expect(results.filter((r) => r.status === 'sent')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'in-progress')).toHaveLength(4);
    });
  });

  describe('given a send that fails', () => {
    it('should answer unavailable, free the claim and let a retry send', async () => {
      const { deps, payload, sent, store } = setup({ failFirst: 1 });
      await expect(handleSendContactEmail(deps, payload)).rejects.toMatchObject({ code: 'unavailable' });
      expect(store.peek(exampleDocId)?.delivery).toMatchObject({
        status: 'failed',
        error: 'SMTP 451 try again later',
      });
      await expect(handleSendContactEmail(deps, payload)).resolves.toEqual({ status: 'sent' });
      expect(sent).toHaveLength(1);
      expect(store.peek(exampleDocId)?.delivery).toMatchObject({ status: 'sent', attempts: 2 });
    });
  });

  describe('given a claim left by a crashed sender', () => {
    it('should wait for the lease, then send', async () => {
      const { deps, payload, sent, store } = setup({}, 60_000);
      const crashedAt = new Date();
      await store.claim(exampleDocId, crashedAt);
      await expect(handleSendContactEmail(deps, payload)).resolves.toEqual({ status: 'in-progress' });
      const afterLease = { ...deps, now: () => new Date(crashedAt.getTime() + 60_000) };
      await expect(handleSendContactEmail(afterLease, payload)).resolves.toEqual({ status: 'sent' });
      expect(sent).toHaveLength(1);
    });
  });

  describe('given an invalid payload', () => {
    it.each([
      ['no payload', undefined],
      ['a string', 'hello'],
      ['a short doc id', { docId: 'abc' }],
      ['an extra key', { to: 'victim@example.com' }],
      ['a CR/LF in the email', { email: 'ann@example.co.uk\r\nBcc: victim@example.com' }],
    ])('should refuse %s with invalid-argument', async (_title, change) => {
      const { deps, payload, sent } = setup();
      const data = change === undefined || typeof change === 'string' ? change : { ...payload, ...change };
      await expect(handleSendContactEmail(deps, data)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(sent).toHaveLength(0);
    });
  });

  describe('given an unknown doc id', () => {
    it('should refuse with not-found', async () => {
      const { deps, payload } = setup();
      await expect(
        handleSendContactEmail(deps, { ...payload, docId: 'ZZZZZZZZZZZZZZZZZZZZ' }),
      ).rejects.toMatchObject({
        code: 'not-found',
      });
    });
  });

  describe('given a payload that differs from the stored message', () => {
    it.each([
      ['name', { name: 'Someone Else' }],
      ['email', { email: 'victim@example.com' }],
      ['phone', { phone: '' }],
      ['company', { company: 'Other Ltd' }],
      ['interest order', { interest: ['seo-marketing', 'epos-table-ordering'] }],
      ['interest', { interest: ['data-analytics'] }],
      ['message', { message: 'Buy cheap watches at spam.example today' }],
    ])('should refuse a different %s with permission-denied and send nothing', async (_field, change) => {
      const { deps, payload, sent, store } = setup();
      await expect(handleSendContactEmail(deps, { ...payload, ...change })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(sent).toHaveLength(0);
      expect(store.peek(exampleDocId)?.delivery).toBeUndefined();
    });
  });

  describe('given a stored document that is not a valid message', () => {
    it('should refuse with failed-precondition', async () => {
      const { deps, payload, store } = setup();
      store.put(exampleDocId, exampleMessage({ consent: false }));
      await expect(handleSendContactEmail(deps, payload)).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    });
  });
});
