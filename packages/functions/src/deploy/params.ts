import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { defaultRetentionDays } from '../retention';

/*
 * Everything the deployment can change, as firebase-functions parameters: `firebase deploy` asks for
 * a value that has no default (or reads it from packages/functions/.env.<project>, copied into the
 * build), and stores it with the function. Secrets live in Secret Manager only:
 * `firebase functions:secrets:set SMTP_PASSWORD`.
 */

export const deployRegion = defineString('DEPLOY_REGION', {
  default: 'europe-west2',
  description: 'Region of the functions; the Firestore database must be in the same location.',
});

export const mailTo = defineString('MAIL_TO', {
  description: "The company's inbox for contact messages (several: comma-separated).",
});
export const mailFrom = defineString('MAIL_FROM', {
  description: 'The sender address of the notifications (a mailbox the SMTP account may send as).',
});
export const mailFromName = defineString('MAIL_FROM_NAME', { default: 'Rico website' });
/** Empty: job applications are announced to MAIL_TO too. */
export const hiringMailTo = defineString('HIRING_MAIL_TO', {
  default: '',
  description: 'Where job applications are announced (comma-separated); empty: the MAIL_TO inbox.',
});
/** The link in the hiring e-mail: the CV is read in the staff inbox, never attached. */
export const siteOrigin = defineString('SITE_ORIGIN', {
  default: '',
  description: "The site's address, e.g. https://rico.example, for the staff-inbox link in hiring e-mails.",
});

export const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server, e.g. smtp.example.com' });
export const smtpPort = defineInt('SMTP_PORT', { default: 465, description: '465 (TLS) or 587 (STARTTLS)' });
export const smtpUser = defineString('SMTP_USER', { description: 'SMTP account name' });
export const smtpPassword = defineSecret('SMTP_PASSWORD');
/** Keys the per-client rate-limit counters, so no stored key can be traced back to an address. */
export const rateLimitSalt = defineSecret('RATE_LIMIT_SALT');

/**
 * App Check on sendContactEmail: 'enforce' (the default) or 'off'. A string rather than a boolean
 * so that enforcement fails safe: firebase-functions reads an unset boolean parameter as false,
 * while anything but an explicit 'off' here keeps enforcement on.
 */
export const appCheckMode = defineString('APP_CHECK', {
  default: 'enforce',
  description: "App Check on sendContactEmail: 'enforce' or 'off' (only while setting App Check up).",
  input: { select: { options: [{ value: 'enforce' }, { value: 'off' }] } },
});

/**
 * Whether App Check is enforced, read from the environment when the functions load (onCall fixes it
 * then). Read directly rather than with appCheckMode.value(), which firebase-tools' deploy-time
 * load would flag as a mistake; at run time the variable holds the deployed parameter value.
 */
export function isAppCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[appCheckMode.name] !== 'off';
}

export const maxInstances = defineInt('MAX_INSTANCES', { default: 5 });
export const perClientPerHour = defineInt('RATE_LIMIT_PER_CLIENT_PER_HOUR', { default: 5 });
export const globalPerDay = defineInt('RATE_LIMIT_PER_DAY', { default: 200 });
export const backstopPerDay = defineInt('BACKSTOP_SENDS_PER_DAY', { default: 200 });
export const retentionDays = defineInt('MESSAGE_RETENTION_DAYS', { default: defaultRetentionDays });
export const applicationsPerClientPerHour = defineInt('RATE_LIMIT_APPLICATIONS_PER_CLIENT_PER_HOUR', {
  default: 5,
});
export const applicationMailsPerDay = defineInt('APPLICATION_EMAILS_PER_DAY', { default: 100 });

/** Every non-secret parameter, for the test that deploys with the defaults. */
export const deploymentParams = [
  deployRegion,
  mailTo,
  mailFrom,
  mailFromName,
  hiringMailTo,
  siteOrigin,
  smtpHost,
  smtpPort,
  smtpUser,
  appCheckMode,
  maxInstances,
  perClientPerHour,
  globalPerDay,
  backstopPerDay,
  retentionDays,
  applicationsPerClientPerHour,
  applicationMailsPerDay,
];
