import * as v from 'valibot';
import {
  payloadMessageKeys,
  sendContactEmailPayloadSchema,
  storedMessageSchema,
  type SendContactEmailPayload,
  type StoredMessage,
} from '@rico/contact';
import { ContactError } from './errors';
import { buildContactMail } from './mail/buildContactMail';
import type { Logger, Mailer, MailSettings, MessageStore } from './ports';

export interface SendContactEmailDeps {
  store: MessageStore;
  mailer: Mailer;
  mail: MailSettings;
  /** The clock (tests fix it). */
  now?: () => Date;
  log?: Logger;
}

/** What the callable answers; the site does not read it (SPEC section 7). */
export interface SendContactEmailResult {
  status: 'sent' | 'already-sent' | 'in-progress';
}

function matchesStored(payload: SendContactEmailPayload, stored: StoredMessage): boolean {
  return payloadMessageKeys.every((key) =>
    key === 'interest'
      ? payload.interest.length === stored.interest.length &&
        payload.interest.every((id, index) => id === stored.interest[index])
      : payload[key] === stored[key],
  );
}

async function loadMessage(store: MessageStore, payload: SendContactEmailPayload): Promise<StoredMessage> {
  const data = await store.get(payload.docId);
  if (!data) throw new ContactError('not-found', 'No message is stored under this id.');
  const stored = v.safeParse(storedMessageSchema, data);
  if (!stored.success) throw new ContactError('failed-precondition', 'The stored message is not valid.');
  // The caller must name the message exactly: the endpoint can only confirm, never compose, a mail.
  if (!matchesStored(payload, stored.output)) {
    throw new ContactError('permission-denied', 'The payload does not match the stored message.');
  }
  return stored.output;
}

/**
 * sendContactEmail, free of any framework: validates the payload, loads the stored message it names,
 * and e-mails that stored message exactly once, however many calls arrive and in whatever order.
 */
export async function handleSendContactEmail(
  deps: SendContactEmailDeps,
  data: unknown,
): Promise<SendContactEmailResult> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const parsed = v.safeParse(sendContactEmailPayloadSchema, data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? 'data'))];
    throw new ContactError('invalid-argument', 'The contact payload is invalid.', { fields });
  }
  const { docId } = parsed.output;
  const message = await loadMessage(deps.store, parsed.output);

  const claim = await deps.store.claim(docId, now());
  if (claim.status === 'not-found')
    throw new ContactError('not-found', 'No message is stored under this id.');
  if (claim.status !== 'claimed') return { status: claim.status };

  const mail = buildContactMail(docId, message, deps.mail);
  let messageId: string;
  try {
    ({ messageId } = await deps.mailer.send(mail));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.store.release(docId, claim.attempt, { at: now(), error: reason });
    log.error('contact e-mail not sent', { docId, attempt: claim.attempt, reason });
    throw new ContactError('unavailable', 'The e-mail could not be sent. Please try again.');
  }
  await deps.store.recordSent(docId, claim.attempt, { at: now(), messageId });
  log.info('contact e-mail sent', { docId, attempt: claim.attempt, messageId });
  return { status: 'sent' };
}
