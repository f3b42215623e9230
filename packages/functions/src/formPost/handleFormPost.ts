import { randomInt } from 'node:crypto';
import {
  acceptMessageCreate,
  contactFormPaths,
  isHoneypotFilled,
  maxFormPostBytes,
  toMessageFields,
  toNewMessageData,
  toSendContactEmailPayload,
  validateFormPost,
  type ContactFormValues,
} from '@rico/contact';
import { isContactError } from '../errors';
import { handleSendContactEmail, type SendContactEmailDeps } from '../handler';
import type { Logger, MessageData } from '../ports';
import { formPostCopy as copy } from './formPostCopy';
import { renderNotSentPage, renderProblemsPage } from './formPostPages';
import { html } from './pageAnswer';
import { header, isSameOriginPost, type Headers } from './sameOrigin';
import { siteHeaders } from '../siteHeaders';
import type { FormPostResponse } from './pageAnswer';

export interface FormPostRequest {
  method: string | undefined;
  headers: Headers;
  /** The raw body: Cloud Functions keeps it as `rawBody`; undefined when none came. */
  body: Buffer | string | undefined;
}

export type { FormPostResponse } from './pageAnswer';

export interface FormPostDeps {
  /** What the sendContactEmail handler needs: the message is e-mailed through the same claim. */
  send: SendContactEmailDeps;
  /**
   * Stores a new message (adding the server's own fields) as the browser's create would; false
   * when the id is taken.
   */
  create: (id: string, data: MessageData) => Promise<boolean>;
  /** Counts the post against its sender's limit; throws ContactError('resource-exhausted') over it. */
  guard?: () => Promise<void>;
  newId?: () => string;
  now?: () => Date;
  log?: Logger;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A document id of the shape the browser makes (Firestore's own: 20 letters and digits). */
export function newMessageId(): string {
  return Array.from({ length: 20 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('');
}

/** Post/Redirect/Get: the confirmation is a page of its own, so a reload sends nothing again. */
const toConfirmation = (): FormPostResponse => ({
  status: 303,
  headers: { ...siteHeaders, Location: contactFormPaths.sent, 'Cache-Control': 'no-store' },
  body: '',
});

/** The answer when something broke: nothing was sent, and what was typed is one Back away. */
export const formPostFailure = (): FormPostResponse => html(503, renderNotSentPage(copy.failed, 'back'));

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(body: Buffer | string | undefined): string | undefined {
  if (body === undefined) return '';
  if (typeof body === 'string') return body;
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}

const byteLength = (body: Buffer | string | undefined) =>
  body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.length;

/** Stores the message under a fresh id, exactly as the rules accept a browser's create. */
async function store(deps: FormPostDeps, values: ContactFormValues, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = (deps.newId ?? newMessageId)();
    const data = { ...toNewMessageData(values), createdAt: now };
    const decision = acceptMessageCreate({ id, data, requestTime: now });
    if (!decision.accepted) throw new Error(`message refused: ${decision.reason}`);
    if (await deps.create(id, data)) return id;
  }
  throw new Error('no free message id');
}

/**
 * The contact form posted without its script (application/x-www-form-urlencoded): what the
 * scripted form's two calls do, in one request. Checks where the post came from, its size and its
 * sender's limit; validates it with the form's own schema; drops a filled honeypot as if sent;
 * stores the message as the rules would accept it, then e-mails it through sendContactEmail's
 * handler (the same claim, budget and exactly-once record). A message that is stored but not yet
 * e-mailed (budget spent, mail server down) is still a success: the backstop sends it.
 */
export async function handleFormPost(
  deps: FormPostDeps,
  request: FormPostRequest,
): Promise<FormPostResponse> {
  const log = deps.log ?? console;
  const now = deps.now ?? (() => new Date());
  const method = request.method?.toUpperCase();
  // A bookmark or a typed address: nothing to send, so show the form.
  if (method === 'GET' || method === 'HEAD') {
    return { status: 303, headers: { Location: '/contact', 'Cache-Control': 'no-store' }, body: '' };
  }
  if (method !== 'POST') return html(405, renderNotSentPage(copy.unreadable, 'back'), { Allow: 'POST' });
  if (!isSameOriginPost(request.headers)) {
    log.info('contact form post refused: not from the site', { origin: header(request.headers, 'origin') });
    return html(403, renderNotSentPage(copy.crossSite, 'contact-link'));
  }
  const type = header(request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return html(415, renderNotSentPage(copy.unreadable, 'back'));
  if (byteLength(request.body) > maxFormPostBytes) return html(413, renderNotSentPage(copy.tooLarge, 'back'));
  try {
    await deps.guard?.();
  } catch (error) {
    if (isContactError(error) && error.code === 'resource-exhausted') {
      return html(429, renderNotSentPage(copy.tooMany, 'back'), { 'Retry-After': '3600' });
    }
    log.error('contact form post not counted', { error: String(error) });
    return formPostFailure();
  }
  const text = decode(request.body);
  if (text === undefined) return html(400, renderNotSentPage(copy.unreadable, 'back'));
  // Like the scripted form: a filled honeypot is dropped before validation, and looks sent.
  if (isHoneypotFilled({ companyWebsite: new URLSearchParams(text).get('companyWebsite') ?? '' })) {
    log.info('contact form post dropped: honeypot filled');
    return toConfirmation();
  }
  const result = validateFormPost(text);
  if (!result.success) return html(400, renderProblemsPage(result.problems));

  let docId: string;
  try {
    docId = await store(deps, result.values, now());
  } catch (error) {
    log.error('contact form post not stored', { error: String(error) });
    return formPostFailure();
  }
  try {
    await handleSendContactEmail(deps.send, toSendContactEmailPayload(docId, toMessageFields(result.values)));
  } catch (error) {
    // Stored, so not lost: the backstop e-mails it later (a spent budget, a mail server down).
    const reason = isContactError(error) ? error.code : String(error);
    log.info('contact form post stored; e-mail left to the backstop', { docId, reason });
  }
  return toConfirmation();
}
