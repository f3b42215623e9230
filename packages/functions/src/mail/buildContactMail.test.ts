import * as v from 'valibot';
import { storedMessageSchema } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { exampleDocId, exampleMessage } from '../testing/fixtures';
import { buildContactMail, contactMailSubject } from './buildContactMail';

const settings = {
  from: { name: 'Rico Website', address: 'website@rico.example' },
  to: ['hello@rico.example'],
};
const stored = (changes: Record<string, unknown> = {}) =>
  v.parse(storedMessageSchema, exampleMessage(changes));

describe('buildContactMail', () => {
  describe('given a stored message', () => {
    const mail = buildContactMail(exampleDocId, stored(), settings);

    it('should come from the company, go to its inbox and reply to the visitor', () => {
      expect(mail.from).toEqual(settings.from);
      expect(mail.to).toEqual(['hello@rico.example']);
      expect(mail.replyTo).toEqual({ name: 'Ann Example', address: 'ann@example.co.uk' });
      expect(mail.subject).toBe(contactMailSubject);
    });

    it('should list every field in the text with the interests by title', () => {
      expect(mail.text).toContain('Name: Ann Example\nEmail: ann@example.co.uk\nPhone: +44 20 7946 0000');
      expect(mail.text).toContain('Interests: EPOS & Table Ordering, SEO & Digital Marketing');
      expect(mail.text).toContain(`Reference: ${exampleDocId}`);
      expect(mail.text).toContain('Message:\nWe would like a demo of table ordering for two sites.\n');
    });

    it('should escape the interest titles in the HTML', () => {
      expect(mail.html).toContain('EPOS &amp; Table Ordering, SEO &amp; Digital Marketing');
    });
  });

  describe('given empty optional fields', () => {
    it('should show a dash', () => {
      const mail = buildContactMail(exampleDocId, stored({ phone: '', company: '', interest: [] }), settings);
      expect(mail.text).toContain('Phone: -\nCompany: -\nInterests: -');
    });
  });

  describe('given HTML and script in every visitor field', () => {
    const mail = buildContactMail(
      exampleDocId,
      stored({
        name: '<img src=x onerror=alert(1)>',
        company: '"Bistro" & <Bar>',
        phone: "'0' <b>",
        message: '<script>alert("x")</script>\nsecond line & more',
      }),
      settings,
    );

    it('should escape all of it in the HTML part', () => {
      expect(mail.html).not.toMatch(/<img|<script|<b>|<Bar>/);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('&quot;Bistro&quot; &amp; &lt;Bar&gt;');
      expect(mail.html).toContain('&#39;0&#39; &lt;b&gt;');
      expect(mail.html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second line &amp; more',
      );
    });

    it('should keep the text part verbatim (plain text cannot run markup)', () => {
      expect(mail.text).toContain('<script>alert("x")</script>\nsecond line & more');
    });
  });

  describe('given a name with line breaks that bypassed the schema', () => {
    it('should flatten them before the name reaches Reply-To', () => {
      const message = { ...stored(), name: 'Ann\r\nBcc: victim@example.com' };
      expect(buildContactMail(exampleDocId, message, settings).replyTo.name).toBe(
        'Ann  Bcc: victim@example.com',
      );
    });
  });

  describe('given an address that bypassed the schema', () => {
    it('should refuse to build the mail', () => {
      const message = { ...stored(), email: 'ann@example.com\r\nBcc: victim@example.com' };
      expect(() => buildContactMail(exampleDocId, message, settings)).toThrow(
        expect.objectContaining({ code: 'failed-precondition' }),
      );
    });
  });
});
