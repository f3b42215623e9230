/*
 * The two seams of the sendContactEmail handler. The local backend implements them with files and an
 * outbox; the production function implements them with firebase-admin Firestore and SMTP. The handler
 * never sees which.
 */

import type { DeliveryRecord } from '@rico/contact';

/** A stored document's data, timestamps decoded to Date (firebase-admin: Timestamp#toDate()). */
export type MessageData = Readonly<Record<string, unknown>>;

/** The result of trying to claim a message's e-mail. */
export type Claim =
  | { status: 'claimed'; attempt: number }
  | { status: 'already-sent' }
  | { status: 'in-progress' }
  /** Final: too many attempts failed. `newly` when this very claim found the last one dead. */
  | { status: 'abandoned'; attempts: number; newly: boolean; lastError?: string | undefined }
  | { status: 'not-found' };

export interface MessageStore {
  /** The stored message, or null when no document has this id. */
  get(id: string): Promise<MessageData | null>;
  /**
   * Atomically claims the right to send this message's e-mail: at most one caller holds a live claim,
   * and none once the e-mail is recorded as sent (see delivery.ts for the rules).
   */
  claim(id: string, at: Date): Promise<Claim>;
  /** Records that the claimed attempt sent the e-mail: every later claim answers 'already-sent'. */
  recordSent(id: string, attempt: number, sent: { at: Date; messageId: string }): Promise<void>;
  /**
   * Records that the claimed attempt failed and frees the claim, so a later attempt can send (or,
   * after the last allowed attempt, marks the message abandoned). Resolves with the record written,
   * or undefined when this attempt no longer held the claim.
   */
  release(
    id: string,
    attempt: number,
    failure: { at: Date; error: string },
  ): Promise<DeliveryRecord | undefined>;
}

export interface MailAddress {
  name: string;
  address: string;
}

/** A fully built notification e-mail: every visitor string already validated and escaped. */
export interface ContactMail {
  /** The message's document id, for file names and logs. */
  reference: string;
  /**
   * The Message-ID header, made from the document id: should a crash ever send a message twice,
   * both copies carry the same id and mail clients show them as one.
   */
  messageId: string;
  from: MailAddress;
  to: readonly string[];
  replyTo: MailAddress;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the e-mail; rejects when it was not accepted for delivery. */
  send(mail: ContactMail): Promise<{ messageId: string }>;
}

/** Where the notification goes and whom it comes from: the company's fixed addresses. */
export interface MailSettings {
  from: MailAddress;
  to: readonly string[];
}

/** Where the handler reports what happened (console by default; firebase-functions' logger in the cloud). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
