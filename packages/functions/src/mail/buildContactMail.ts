import { emailPattern, isSingleLine, serviceOptions, type StoredMessage } from '@rico/contact';
import { ContactError } from '../errors';
import type { ContactMail, MailSettings } from '../ports';
import escapeHtml from 'escape-html';

/** Fixed, so no visitor text ever reaches the Subject header. */
export const contactMailSubject = 'New message from the website contact form';

/**
 * The second lock on header injection (the schemas are the first): anything that could end or fold
 * a line becomes a space before a single-line field goes into Reply-To or a row of the mail.
 */
export function singleLine(text: string): string {
  return Array.from(text, (char) => (isSingleLine(char) ? char : ' ')).join('');
}

function interestTitles(message: StoredMessage): string {
  const titles = message.interest.map((id) => serviceOptions.find((s) => s.id === id)?.title ?? id);
  return titles.join(', ');
}

/** The visitor's fields as label/value rows, in the order the form shows them, each one line. */
function rows(id: string, message: StoredMessage): [string, string][] {
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone],
    ['Company', message.company],
    ['Interests', interestTitles(message)],
    ['Received', message.createdAt.toISOString()],
    ['Reference', id],
  ];
  return fields.map(([label, value]) => [label, singleLine(value)]);
}

function renderText(id: string, message: StoredMessage): string {
  const lines = rows(id, message).map(([label, value]) => `${label}: ${value || '-'}`);
  return `${contactMailSubject}\n\n${lines.join('\n')}\n\nMessage:\n${message.message}\n`;
}

function renderHtml(id: string, message: StoredMessage): string {
  const cell = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"';
  const tableRows = rows(id, message)
    .map(([label, value]) => `<tr><th ${cell}>${label}</th><td ${cell}>${escapeHtml(value || '-')}</td></tr>`)
    .join('');
  const body = escapeHtml(message.message).replace(/\r\n|\r|\n/g, '<br>');
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${contactMailSubject}</h1>`,
    `<table>${tableRows}</table>`,
    `<h2 style="font-size:16px">Message</h2><p>${body}</p>`,
    '</body></html>',
  ].join('');
}

/**
 * The Message-ID of a message's notification: the document id at the sender's domain, the same for
 * every copy, so a copy a crash sent twice is shown once by mail clients.
 */
export function contactMessageId(docId: string, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1);
  return `<${docId}.contact@${domain}>`;
}

/**
 * Builds the notification for a stored, validated message: from the company's fixed address to its
 * inbox, reply-to the visitor. Only the stored document goes in, never a caller's payload.
 */
export function buildContactMail(id: string, message: StoredMessage, settings: MailSettings): ContactMail {
  if (!emailPattern.test(message.email)) {
    throw new ContactError('failed-precondition', 'The stored message has no valid reply address.');
  }
  return {
    reference: id,
    messageId: contactMessageId(id, settings.from.address),
    from: settings.from,
    to: settings.to,
    replyTo: { name: singleLine(message.name), address: message.email },
    subject: contactMailSubject,
    text: renderText(id, message),
    html: renderHtml(id, message),
  };
}
