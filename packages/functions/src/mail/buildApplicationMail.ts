import { applicationRetentionMonths, emailPattern, type StoredApplication } from '@rico/contact';
import { ContactError } from '../errors';
import type { ContactMail, MailAddress } from '../ports';
import { singleLine } from './buildContactMail';
import escapeHtml from 'escape-html';

/** Fixed, so no candidate's text ever reaches the Subject header. */
export const applicationMailSubject = 'New job application from the website';

/** Whom the hiring notification goes to, from whom, and where staff open the application. */
export interface ApplicationMailSettings {
  from: MailAddress;
  /** The hiring address (several allowed). */
  to: readonly string[];
  /** The staff inbox's address, linked from the mail: the CV is read there, never attached. */
  inboxUrl: string;
}

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

function cvLine(application: StoredApplication): string {
  const cv = application.cv;
  if (!cv) return 'none sent';
  const size =
    cv.size < 1024 * 1024 ? `${Math.ceil(cv.size / 1024)} KB` : `${(cv.size / 1024 / 1024).toFixed(1)} MB`;
  return `${cv.name} (${typeNames[cv.type] ?? cv.type}, ${size}), in the staff inbox`;
}

function rows(id: string, application: StoredApplication): [string, string][] {
  const fields: [string, string][] = [
    ['Role', application.role],
    ['Name', application.name],
    ['Email', application.email],
    ['LinkedIn', application.linkedin],
    ['CV', cvLine(application)],
    ['Received', application.createdAt.toISOString()],
    ['Reference', id],
  ];
  return fields.map(([label, value]) => [label, singleLine(value)]);
}

const keepNote = `Applications and their CVs are erased automatically ${String(applicationRetentionMonths)} months after they arrive. Please keep no copy of the CV elsewhere.`;

/**
 * The hiring team's notification of a stored application: who applied for what, and a link to the
 * staff inbox. The CV is never attached, so no copy sits in a mailbox the erasure cannot reach.
 * From the company's address to the hiring address, reply-to the candidate.
 */
export function buildApplicationMail(
  id: string,
  application: StoredApplication,
  settings: ApplicationMailSettings,
): ContactMail {
  if (!emailPattern.test(application.email)) {
    throw new ContactError('failed-precondition', 'The stored application has no valid reply address.');
  }
  const lines = rows(id, application).map(([label, value]) => `${label}: ${value || '-'}`);
  const text = `${applicationMailSubject}\n\n${lines.join('\n')}\n\nOpen it in the staff inbox: ${settings.inboxUrl}\n${keepNote}\n`;
  const cell = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"';
  const tableRows = rows(id, application)
    .map(([label, value]) => `<tr><th ${cell}>${label}</th><td ${cell}>${escapeHtml(value || '-')}</td></tr>`)
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${applicationMailSubject}</h1>`,
    `<table>${tableRows}</table>`,
    `<p><a href="${escapeHtml(settings.inboxUrl)}">Open it in the staff inbox</a></p>`,
    `<p>${escapeHtml(keepNote)}</p>`,
    '</body></html>',
  ].join('');
  const domain = settings.from.address.slice(settings.from.address.lastIndexOf('@') + 1);
  return {
    reference: id,
    // The same for every copy of one application's notification, so a duplicate folds into one.
    messageId: `<${id}.application@${domain}>`,
    from: settings.from,
    to: settings.to,
    replyTo: { name: singleLine(application.name), address: application.email },
    subject: applicationMailSubject,
    text,
    html,
  };
}
