import { emailPattern } from '@rico/contact';
import type { MailSettings } from '../ports';
import type { AbuseLimits } from './abuseGuard';
import type { ApplicationMailSettings } from '../mail/buildApplicationMail';
import {
  applicationMailsPerDay,
  applicationsPerClientPerHour,
  backstopPerDay,
  globalPerDay,
  hiringMailTo,
  mailFrom,
  mailFromName,
  mailTo,
  perClientPerHour,
  rateLimitSalt,
  retentionDays,
  siteOrigin,
  smtpHost,
  smtpPassword,
  smtpPort,
  smtpUser,
} from './params';
import type { SmtpSettings } from './smtpMailer';

const hourMs = 60 * 60_000;

/** A parameter that must name e-mail addresses; a typo fails the first call, not a send. */
function addresses(name: string, value: string): string[] {
  const list = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every((address) => emailPattern.test(address))) {
    throw new Error(`The ${name} parameter must be one or more e-mail addresses.`);
  }
  return list;
}

/** From and To of the notification, from MAIL_FROM, MAIL_FROM_NAME and MAIL_TO. */
export function readMailSettings(): MailSettings {
  const [from = ''] = addresses('MAIL_FROM', mailFrom.value());
  return { from: { name: mailFromName.value(), address: from }, to: addresses('MAIL_TO', mailTo.value()) };
}

/**
 * The hiring notification's addresses: HIRING_MAIL_TO (else MAIL_TO), and the staff inbox under
 * SITE_ORIGIN (else the inbox's path alone, which a reader can still follow on the site).
 */
export function readApplicationMailSettings(): ApplicationMailSettings {
  const { from, to } = readMailSettings();
  const hiring = hiringMailTo.value().trim();
  const origin = siteOrigin.value().trim().replace(/\/+$/, '');
  if (origin && !/^https?:\/\/[^/\s]+$/.test(origin)) {
    throw new Error('The SITE_ORIGIN parameter must be an address such as https://rico.example.');
  }
  return { from, to: hiring ? addresses('HIRING_MAIL_TO', hiring) : to, inboxUrl: `${origin}/inbox` };
}

/** The SMTP account; the password comes from Secret Manager at run time. */
export function readSmtpSettings(): SmtpSettings {
  const password = smtpPassword.value();
  if (!password) throw new Error('The SMTP_PASSWORD secret is not set.');
  return { host: smtpHost.value(), port: smtpPort.value(), user: smtpUser.value(), password };
}

export function readAbuseLimits(): AbuseLimits {
  return {
    perClient: { max: perClientPerHour.value(), windowMs: hourMs },
    global: { max: globalPerDay.value(), windowMs: 24 * hourMs },
    backstop: { max: backstopPerDay.value(), windowMs: 24 * hourMs },
    applicationsPerClient: { max: applicationsPerClientPerHour.value(), windowMs: hourMs },
    applicationMails: { max: applicationMailsPerDay.value(), windowMs: 24 * hourMs },
  };
}

export function readRateLimitSalt(): string {
  const salt = rateLimitSalt.value();
  // Without a salt the keys would be plain hashes of addresses, which anyone can reverse.
  if (salt.length < 16) throw new Error('The RATE_LIMIT_SALT secret must be at least 16 characters.');
  return salt;
}

export function readRetentionDays(): number {
  const days = retentionDays.value();
  if (!Number.isInteger(days) || days < 1)
    throw new Error('MESSAGE_RETENTION_DAYS must be a whole number of days.');
  return days;
}
