import {
  isHoneypotFilled,
  toNewMessageData,
  toSendContactEmailPayload,
  type ContactFormValues,
  type NewMessageData,
  type SendContactEmailPayload,
} from '@rico/contact';
import { withTimeout } from './withTimeout';

/**
 * The two calls a submission makes (store the message, then send the email), behind an interface
 * so tests and stories can stand in for Firebase.
 */
export interface ContactBackend {
  /** A new `messages` document id, made in the browser before any request. */
  newMessageId(): string;
  /** Creates `messages/{id}` with the data plus createdAt (server time). Never overwrites. */
  createMessage(id: string, data: NewMessageData): Promise<void>;
  /** Calls sendContactEmail; the response is not read. */
  sendContactEmail(payload: SendContactEmailPayload): Promise<void>;
}

/** 'dropped': the honeypot was filled, so nothing was sent (and nothing must be shown). */
export type SendOutcome = 'sent' | 'dropped';
export type SendContactMessage = (values: ContactFormValues) => Promise<SendOutcome>;

export interface ContactSubmitterOptions {
  /** Loads the backend on first use (the Firebase code is a lazy chunk). */
  loadBackend: () => Promise<ContactBackend>;
  /** Firestore Lite has no timeout of its own: give up on the write after this long. */
  writeTimeoutMs?: number;
}

/** Codes with which a backend refuses to create a document that already exists. */
const refusedAsExisting = new Set(['permission-denied', 'already-exists', 'aborted', 'failed-precondition']);

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * A submission in progress. `stored` says what we know of its document: 'no' before the write,
 * 'unknown' once a write failed (a timeout or a lost response may still have stored it),
 * 'yes' once a write succeeded.
 */
interface PendingMessage {
  docId: string;
  fingerprint: string;
  stored: 'no' | 'unknown' | 'yes';
}

/**
 * Sends a valid form: writes the message document, then calls sendContactEmail with its id.
 * Remembers an unfinished submission, so sending the same values again reuses its document id:
 * after a failed call the write is skipped; after a failed write it is retried under the same id,
 * where the rules' create-only check refuses a second copy and the call then proceeds (it checks
 * that the stored document exists and matches). Changed values start a new document.
 */
export function createContactSubmitter({
  loadBackend,
  writeTimeoutMs = 15_000,
}: ContactSubmitterOptions): SendContactMessage {
  let pending: PendingMessage | undefined;

  return async function sendContactMessage(values) {
    if (isHoneypotFilled(values)) return 'dropped';
    const data = toNewMessageData(values);
    const fingerprint = JSON.stringify(data);
    const backend = await loadBackend();
    if (pending?.fingerprint !== fingerprint) {
      pending = { docId: backend.newMessageId(), fingerprint, stored: 'no' };
    }
    const message = pending;

    if (message.stored !== 'yes') {
      try {
        await withTimeout(backend.createMessage(message.docId, data), writeTimeoutMs, 'The message write');
        message.stored = 'yes';
      } catch (error) {
        const earlierWriteMayHaveStoredIt =
          message.stored === 'unknown' && refusedAsExisting.has(String(errorCode(error)));
        if (!earlierWriteMayHaveStoredIt) {
          message.stored = 'unknown';
          throw error;
        }
      }
    }

    await backend.sendContactEmail(toSendContactEmailPayload(message.docId, data));
    if (pending === message) pending = undefined;
    return 'sent';
  };
}
