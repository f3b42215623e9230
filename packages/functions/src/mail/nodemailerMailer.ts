import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { ContactMail, Mailer } from '../ports';

function toNodemailer(mail: ContactMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: [...mail.to],
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Nothing in a contact mail is a file or a URL to fetch: refuse them outright.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A Mailer over any nodemailer transport (SMTP, stream, a test transport). */
export function createNodemailerMailer(transport: Transporter): Mailer {
  return {
    async send(mail) {
      const info = (await transport.sendMail(toNodemailer(mail))) as { messageId: string };
      return { messageId: info.messageId };
    },
  };
}

/**
 * A Mailer over SMTP (`smtps://user:pass@host:465` or `smtp://host:587`, nodemailer's URL form). The
 * timeouts keep a send well inside the claim lease and the function's own timeout.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  return createNodemailerMailer(nodemailer.createTransport({ url: smtpUrl, ...timeouts }));
}

/**
 * A Mailer that renders the RFC 5322 message and hands its bytes to `deliver` (the local outbox, or
 * a test that inspects the headers nodemailer really writes).
 */
export function createRawMessageMailer(deliver: (raw: Buffer, mail: ContactMail) => Promise<void>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      // buffer: true makes the stream transport hand back the whole message as one Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message.');
      await deliver(info.message, mail);
      return { messageId: info.messageId };
    },
  };
}
