import { contactFormSchema, toNewMessageData, toSendContactEmailPayload } from '@rico/contact';
import { parseEml } from '@rico/functions/testing';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileMessageStore } from './store/fileMessageStore';
import { startTestBackend, type TestBackend } from './testing/testBackend';

let env: TestBackend;
beforeEach(async () => {
  env = await startTestBackend();
});
afterEach(async () => {
  await env.close();
});

const form = (changes: Record<string, unknown> = {}) =>
  v.parse(contactFormSchema, {
    name: 'Ann Example',
    email: 'ann@example.co.uk',
    phone: '020 7946 0000',
    interest: ['epos-table-ordering'],
    message: 'We would like a demo of table ordering.',
    consent: true,
    ...changes,
  });

/** The site's submit: the Lite write under a browser-made id, then the callable with the payload. */
async function submit(values = form()) {
  const ref = doc(collection(env.client.db, 'messages'));
  await setDoc(ref, { ...toNewMessageData(values), createdAt: serverTimestamp() });
  const payload = toSendContactEmailPayload(ref.id, values);
  return { docId: ref.id, payload, result: await env.client.sendContactEmail(payload) };
}

describe('sendContactEmail through the local backend', () => {
  describe('given a message written with the SDK and then the callable', () => {
    it('should store the message and put one e-mail in the outbox', async () => {
      const { docId, result } = await submit();
      expect(result).toEqual({ status: 'sent' });
      const [eml, ...more] = await env.outbox();
      expect(more).toHaveLength(0);
      const mail = await parseEml(eml ?? '');
      expect(mail.headers['reply-to']).toEqual(['Ann Example <ann@example.co.uk>']);
      expect(mail.text).toContain(`Reference: ${docId}`);
      const stored = await createFileMessageStore(env.dataDir).get(docId);
      expect(stored).toMatchObject({ read: false, delivery: { status: 'sent', attempts: 1 } });
    });
  });

  describe('given a payload that differs from the stored message', () => {
    it('should refuse with permission-denied and send nothing', async () => {
      const ref = doc(collection(env.client.db, 'messages'));
      await setDoc(ref, { ...toNewMessageData(form()), createdAt: serverTimestamp() });
      const forged = toSendContactEmailPayload(
        ref.id,
        form({ message: 'Cheap watches at spam.example now!' }),
      );
      await expect(env.client.sendContactEmail(forged)).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      expect(await env.outbox()).toHaveLength(0);
    });
  });

  describe('given an unknown doc id or an invalid payload', () => {
    it('should refuse with not-found and invalid-argument', async () => {
      const unknown = toSendContactEmailPayload('ZZZZZZZZZZZZZZZZZZZZ', form());
      await expect(env.client.sendContactEmail(unknown)).rejects.toMatchObject({
        code: 'functions/not-found',
      });
      await expect(env.client.sendContactEmail({ docId: '../../etc' })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
      expect(await env.outbox()).toHaveLength(0);
    });
  });

  describe('given five concurrent calls for one message', () => {
    it('should send exactly one e-mail', async () => {
      const values = form();
      const ref = doc(collection(env.client.db, 'messages'));
      await setDoc(ref, { ...toNewMessageData(values), createdAt: serverTimestamp() });
      const payload = toSendContactEmailPayload(ref.id, values);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => env.client.sendContactEmail(payload)),
      );
      expect(results.filter((r) => (r as { status: string }).status === 'sent')).toHaveLength(1);
      expect(await env.outbox()).toHaveLength(1);
      // Later calls find the sent record.
      await expect(env.client.sendContactEmail(payload)).resolves.toEqual({ status: 'already-sent' });
    });
  });

  describe('given header-injection and HTML attempts in every field the form allows', () => {
    it('should deliver them escaped, with no extra header', async () => {
      await submit(
        form({
          name: '"Ann" <script>x</script>, victim@example.com',
          company: '<img src=x onerror=alert(1)>',
          message: '<a href="https://evil.test">click</a>\r\nBcc: victim@example.com',
        }),
      );
      const [eml] = await env.outbox();
      const mail = await parseEml(eml ?? '');
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.headers['reply-to']).toHaveLength(1);
      expect(mail.headers['reply-to']?.[0]).toMatch(/<ann@example\.co\.uk>$/);
      expect(mail.html).not.toMatch(/<script|<img|<a /);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain(
        '&lt;a href=&quot;https://evil.test&quot;&gt;click&lt;/a&gt;<br>Bcc: victim@example.com',
      );
    });
  });

  describe('given a backend restart', () => {
    it('should keep every message and its sent record', async () => {
      const first = await submit();
      const before = await env.storedIds();
      await env.restart();
      expect(await env.storedIds()).toEqual(before);
      await expect(env.client.sendContactEmail(first.payload)).resolves.toEqual({ status: 'already-sent' });
      const second = await submit(form({ name: 'Bob Example' }));
      expect(second.result).toEqual({ status: 'sent' });
      expect(await env.outbox()).toHaveLength(2);
    });
  });
});
