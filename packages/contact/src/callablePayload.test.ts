import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contactForm';
import { sendContactEmailPayloadSchema, toSendContactEmailPayload } from './callablePayload';

const form = v.parse(contactFormSchema, {
  name: ' Ann Example ',
  email: 'ann@example.com',
  message: 'Please call me about table ordering.',
  consent: true,
  interest: ['data-analytics'],
});
const docId = 'AbCdEfGhIjKlMnOpQrSt';

describe('toSendContactEmailPayload', () => {
  describe('given a doc id and the form', () => {
    it("should give the spec's payload with '' and [] for absent fields", () => {
      const payload = toSendContactEmailPayload(docId, { ...form, interest: [] });
      expect(payload).toEqual({
        docId,
        name: 'Ann Example',
        email: 'ann@example.com',
        phone: '',
        company: '',
        interest: [],
        message: 'Please call me about table ordering.',
      });
      expect(v.parse(sendContactEmailPayloadSchema, payload)).toEqual(payload);
    });
  });
});

describe('sendContactEmailPayloadSchema', () => {
  const payload = toSendContactEmailPayload(docId, form);

  describe('given phone, company and interest left out', () => {
    it("should read them as '' and []", () => {
      const { docId: id, name, email, message } = payload;
      expect(v.parse(sendContactEmailPayloadSchema, { docId: id, name, email, message })).toEqual({
        ...payload,
        interest: [],
      });
    });
  });

  describe('given a bad payload', () => {
    it.each([
      ['a short doc id', { docId: 'abc' }],
      ['a doc id with a slash', { docId: 'AbCdEfGhIjKlMnOpQr/t' }],
      ['an extra key', { to: 'victim@example.com' }],
      ['a CR/LF in the name', { name: 'Ann\r\nBcc: x@evil.test' }],
      ['a header injection in the email', { email: 'ann@example.com\nBcc: x@evil.test' }],
      ['an unknown interest', { interest: ['pizza'] }],
      ['an untrimmed message', { message: ' Please call me about table ordering.' }],
    ])('should refuse %s', (_title, change) => {
      expect(v.safeParse(sendContactEmailPayloadSchema, { ...payload, ...change }).success).toBe(false);
    });
  });
});
