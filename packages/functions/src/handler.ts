import * as v from 'valibot';
import {
  payloadMessageKeys,
  sendContactEmailPayloadSchema,
  storedMessageSchema,
  type SendContactEmailPayload,
  type StoredMessage,
} from '@rico/contact';
import { reportAbandoned } from './alerts';
import { ContactError } from './errors';
import { buildContactMail } from './mail/buildContactMail';
import type { Logger, Mailer, MailSettings, MessageStore } from './ports';
import { recordSentWithRetry } from './recordSent';

export interface SendContactEmailDeps {
  store: MessageStore;
  mailer: Mailer;
  mail: MailSettings;
  /** The clock (tests fix it). */
  now?: () => Date;
  log?: Logger;
  /**
   * Runs only for a call that names a stored message still waiting for its e-mail, just before the
   * claim: the place to spend a budget of sends (throw a ContactError to refuse). Junk never gets here.
   */
  admitSend?: (docId: string) => Promise<void>;
  /** Waits between retries of the sent record (a simulation passes its own clock's). */
  wait?: (ms: number) => Promise<void>;
}

/** What the callable answers; the site does not read it, only whether the call failed. */
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

const noLongerSent = () =>
  new ContactError('failed-precondition', 'This message is no longer e-mailed automatically.');

/** The answer for a message that needs no send now, read before any budget is spent on it. */
function settled(message: StoredMessage, now: Date): SendContactEmailResult | undefined {
  const delivery = message.delivery;
  if (delivery?.status === 'sent') return { status: 'already-sent' };
  if (delivery?.status === 'abandoned') throw noLongerSent();
  if (delivery?.status === 'sending' && delivery.leaseUntil && delivery.leaseUntil > now) {
    return { status: 'in-progress' };
  }
  return undefined;
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
  const early = settled(message, now());
  if (early) return early;
  await deps.admitSend?.(docId);

  const claim = await deps.store.claim(docId, now());
  if (claim.status === 'not-found')
    throw new ContactError('not-found', 'No message is stored under this id.');
  if (claim.status === 'abandoned') {
    if (claim.newly) reportAbandoned(log, { docId, attempts: claim.attempts, lastError: claim.lastError });
    throw noLongerSent();
  }
  if (claim.status !== 'claimed') return { status: claim.status };

  const mail = buildContactMail(docId, message, deps.mail);
  let messageId: string;
  try {
    ({ messageId } = await deps.mailer.send(mail));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('contact e-mail not sent', { docId, attempt: claim.attempt, reason });
    const record = await deps.store
      .release(docId, claim.attempt, { at: now(), error: reason })
      // The claim then lapses with its lease and a later attempt takes over.
      .catch((releaseError: unknown) =>
        log.error('claim not released', { docId, error: String(releaseError) }),
      );
    if (record?.status === 'abandoned')
      reportAbandoned(log, { docId, attempts: record.attempts, lastError: reason });
    throw new ContactError('unavailable', 'The e-mail could not be sent. Please try again.');
  }
  await recordSentWithRetry(deps, docId, claim.attempt, { at: now(), messageId });
  log.info('contact e-mail sent', { docId, attempt: claim.attempt, messageId });
  return { status: 'sent' };
}
