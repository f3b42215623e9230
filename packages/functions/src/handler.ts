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
import { deliverOnce, settledDelivery } from './deliverOnce';

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

/**
 * sendContactEmail, free of any framework: validates the payload, loads the stored message it names,
 * and e-mails that stored message exactly once, however many calls arrive and in whatever order.
 */
export async function handleSendContactEmail(
  deps: SendContactEmailDeps,
  data: unknown,
): Promise<SendContactEmailResult> {
  const now = deps.now ?? (() => new Date());
  const parsed = v.safeParse(sendContactEmailPayloadSchema, data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? 'data'))];
    throw new ContactError('invalid-argument', 'The contact payload is invalid.', { fields });
  }
  const { docId } = parsed.output;
  const message = await loadMessage(deps.store, parsed.output);
  const early = settledDelivery(message.delivery, now());
  if (early) return { status: early };
  const status = await deliverOnce(deps, docId, () => buildContactMail(docId, message, deps.mail));
  return { status };
}
