import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contactForm';
import { storedMessageSchema, toMessageFields, toNewMessageData } from './messageDocument';

const form = v.parse(contactFormSchema, {
  name: ' Ann Example ',
  email: 'ann@example.com',
  message: 'Please call me about table ordering.',
  consent: true,
  interest: ['data-analytics'],
});

describe('toNewMessageData', () => {
  describe('given a valid form', () => {
    it('should give exactly the stored fields with read false', () => {
      expect(toNewMessageData(form)).toEqual({
        name: 'Ann Example',
        email: 'ann@example.com',
        phone: '',
        company: '',
        interest: ['data-analytics'],
        message: 'Please call me about table ordering.',
        consent: true,
        companyWebsite: '',
        read: false,
      });
    });
  });

  describe('given an object with extra keys', () => {
    it('should drop them', () => {
      const withExtra = { ...form, read: true, delivery: 'x' };
      expect(Object.keys(toMessageFields(withExtra)).sort()).toEqual(
        ['company', 'companyWebsite', 'consent', 'email', 'interest', 'message', 'name', 'phone'].sort(),
      );
    });
  });
});

describe('storedMessageSchema', () => {
  const stored = { ...toNewMessageData(form), createdAt: new Date() };

  describe('given a stored message with the server-only fields', () => {
    it('should accept a delivery record and expireAt', () => {
      const delivery = { status: 'sent', attempts: 1, at: new Date(), messageId: '<id@local>' };
      expect(v.safeParse(storedMessageSchema, { ...stored, delivery, expireAt: new Date() }).success).toBe(
        true,
      );
    });
  });

  describe('given a message staff marked read, then unread again', () => {
    it('should accept who did each and when (the inbox writes them)', () => {
      const at = new Date();
      const read = { ...stored, read: true, readBy: 'sam@rico.example', readAt: at };
      const unread = { ...stored, readChangedBy: 'sam@rico.example', readChangedAt: at };
      expect(
        v.safeParse(storedMessageSchema, { ...read, readChangedBy: 'sam@rico.example', readChangedAt: at })
          .success,
      ).toBe(true);
      expect(v.safeParse(storedMessageSchema, unread).success).toBe(true);
    });
  });

  describe('given a stored message with an unknown delivery status or an extra key', () => {
    it('should refuse it', () => {
      const delivery = { status: 'queued', attempts: 1, at: new Date() };
      expect(v.safeParse(storedMessageSchema, { ...stored, delivery }).success).toBe(false);
      expect(v.safeParse(storedMessageSchema, { ...stored, note: 'x' }).success).toBe(false);
    });
  });
});
