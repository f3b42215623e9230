import * as v from 'valibot';
import { storedMessageSchema } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { exampleDocId, exampleMessage } from '../testing/fixtures';
import { parseEml } from '../testing/parseEml';
import type { ContactMail } from '../ports';
import { buildContactMail, contactMailSubject } from './buildContactMail';
import { createRawMessageMailer } from './nodemailerMailer';

const settings = {
  from: { name: 'Rico Website', address: 'website@rico.example' },
  to: ['hello@rico.example'],
};

/** Sends through nodemailer's real MIME writer and returns the bytes a mail server would receive. */
async function render(mail: ContactMail) {
  let raw: Buffer = Buffer.alloc(0);
  const mailer = createRawMessageMailer((bytes) => {
    raw = bytes;
    return Promise.resolve();
  });
  const { messageId } = await mailer.send(mail);
  return { eml: await parseEml(raw), raw: raw.toString('utf8'), messageId };
}

const stored = (changes: Record<string, unknown> = {}) =>
  v.parse(storedMessageSchema, exampleMessage(changes));

describe('createRawMessageMailer', () => {
  describe('given a stored message', () => {
    it('should write one From, To, Reply-To and the fixed Subject', async () => {
      const { eml, messageId } = await render(buildContactMail(exampleDocId, stored(), settings));
      expect(eml.headers.from).toEqual(['Rico Website <website@rico.example>']);
      expect(eml.headers.to).toEqual(['hello@rico.example']);
      expect(eml.headers['reply-to']).toEqual(['Ann Example <ann@example.co.uk>']);
      expect(eml.headers.subject).toEqual([contactMailSubject]);
      expect(eml.headers['message-id']).toEqual([messageId]);
      expect(eml.headers.bcc).toBeUndefined();
    });

    it('should carry a text and an HTML part', async () => {
      const { eml } = await render(buildContactMail(exampleDocId, stored(), settings));
      expect(eml.text).toContain('We would like a demo of table ordering for two sites.');
      expect(eml.html).toContain('<h2 style="font-size:16px">Message</h2>');
    });
  });

  describe('given a header injection in the name that bypassed the schema', () => {
    it('should add no header', async () => {
      const message = { ...stored(), name: 'Ann\r\nBcc: victim@example.com\r\nSubject: Buy now' };
      const { eml, raw } = await render(buildContactMail(exampleDocId, message, settings));
      expect(eml.headers.bcc).toBeUndefined();
      expect(eml.headers.subject).toEqual([contactMailSubject]);
      const headerNames = raw
        .slice(0, raw.indexOf('\r\n\r\n'))
        .split('\r\n')
        .map((line) => line.split(':')[0]);
      expect(headerNames.filter((name) => /^(bcc|subject)$/i.test(name ?? ''))).toEqual(['Subject']);
      expect(eml.headers['reply-to']).toEqual([
        '"Ann  Bcc: victim@example.com  Subject: Buy now" <ann@example.co.uk>',
      ]);
      expect(eml.text).toContain('Name: Ann  Bcc: victim@example.com  Subject: Buy now\n');
    });
  });

  describe('given address syntax in the name', () => {
    it('should quote it so Reply-To still holds one address', async () => {
      const name = 'Ann, victim@example.com <victim@example.com>';
      const { eml } = await render(buildContactMail(exampleDocId, stored({ name }), settings));
      expect(eml.headers['reply-to']).toEqual([
        '"Ann, victim@example.com <victim@example.com>" <ann@example.co.uk>',
      ]);
    });
  });

  describe('given non-ASCII text and markup', () => {
    it('should encode the name and keep the HTML escaped after transfer encoding', async () => {
      const message = stored({ name: 'Zoë Ó Briain', message: '<script>alert(1)</script> café' });
      const { eml } = await render(buildContactMail(exampleDocId, message, settings));
      expect(eml.headers['reply-to']?.[0]).toMatch(/^=\?UTF-8\?Q\?.+\?= <ann@example\.co\.uk>$/);
      expect(eml.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; café');
      expect(eml.html).not.toContain('<script>');
    });
  });
});
