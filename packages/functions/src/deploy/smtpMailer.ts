import nodemailer from 'nodemailer';
import { createNodemailerMailer } from '../mail/nodemailerMailer';
import type { Mailer } from '../ports';

export interface SmtpSettings {
  host: string;
  /** 465: TLS from the first byte; any other port (587): STARTTLS, required. */
  port: number;
  user: string;
  /** From Secret Manager (SMTP_PASSWORD): held only in this transport, never logged. */
  password: string;
}

/**
 * The production Mailer: SMTP with credentials passed as an object, never as a URL that a stack
 * trace or a log line could print. nodemailer's own logging stays off for the same reason.
 */
export function createSmtpSettingsMailer(
  settings: SmtpSettings,
  options: { requireTls?: boolean } = {},
): Mailer {
  const secure = settings.port === 465;
  return createNodemailerMailer(
    nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure,
      requireTLS: !secure && (options.requireTls ?? true),
      auth: { user: settings.user, pass: settings.password },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
      debug: false,
    }),
  );
}
