import * as v from 'valibot';
import type { ContactFormValues } from './contactForm';
import {
  companyField,
  companyWebsiteField,
  consentField,
  emailField,
  interestField,
  messageField,
  nameField,
  phoneField,
} from './fieldSchemas';

/** The visitor's fields of a message document: exactly these keys, every one always present. */
export const messageFieldEntries = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: companyField,
  interest: interestField,
  message: messageField,
  consent: consentField,
  companyWebsite: companyWebsiteField,
};

export const messageFieldsSchema = v.strictObject(messageFieldEntries);
export type MessageFields = v.InferOutput<typeof messageFieldsSchema>;

/**
 * The server's record of the notification e-mail. Only the server writes it (the rules refuse it
 * from a client); it makes the send exactly-once and bounded: 'pending' is stamped when the message
 * arrives, 'sending' is a claim that holds until leaseUntil, 'failed' may be claimed again from
 * nextAttemptAt on, 'sent' is final, and 'abandoned' (too many failed attempts) is final too: the
 * message stays stored for a person to answer.
 */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'abandoned'] as const;

/** The statuses of a message still waiting for its e-mail: what the backstop looks for. */
export const undeliveredStatuses = ['pending', 'sending', 'failed'] as const;

export const deliverySchema = v.strictObject({
  status: v.picklist(deliveryStatuses),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  at: v.date(),
  leaseUntil: v.optional(v.date()),
  nextAttemptAt: v.optional(v.date()),
  messageId: v.optional(v.string()),
  error: v.optional(v.string()),
});
export type DeliveryRecord = v.InferOutput<typeof deliverySchema>;

/**
 * Fields that only the server may set. `expireAt` is reserved for the retention timestamp the
 * production function adds (Firestore TTL); `searchTerms` and `changedAt` are what the staff inbox
 * queries on (the words a search finds, the time of the last change a poll asks for).
 */
export const serverOnlyFields = ['delivery', 'expireAt', 'searchTerms', 'changedAt'] as const;

/**
 * Who last marked a message read or unread, and when; only the staff inbox (server code, Admin SDK)
 * writes them. `readBy`/`readAt` exist while the message is read; `readChangedBy`/`readChangedAt`
 * stay after it is marked unread again, so the last change always has a name and a time.
 */
export const staffReadFieldEntries = {
  readBy: v.optional(v.string()),
  readAt: v.optional(v.date()),
  readChangedBy: v.optional(v.string()),
  readChangedAt: v.optional(v.date()),
};
export const staffReadFields = Object.keys(staffReadFieldEntries) as (keyof typeof staffReadFieldEntries)[];

/** A stored message as the server reads it (timestamps decoded to Date). */
export const storedMessageSchema = v.strictObject({
  ...messageFieldEntries,
  createdAt: v.date(),
  read: v.boolean(),
  ...staffReadFieldEntries,
  delivery: v.optional(deliverySchema),
  expireAt: v.optional(v.date()),
  searchTerms: v.optional(v.array(v.string())),
  changedAt: v.optional(v.date()),
});
export type StoredMessage = v.InferOutput<typeof storedMessageSchema>;

/**
 * What the browser writes, except createdAt: the caller adds `createdAt: serverTimestamp()` (this
 * package stays free of Firebase). read always starts false.
 */
export type NewMessageData = MessageFields & { read: false };

/** Maps a valid form to the document fields the browser writes (plus its own createdAt). */
export function toNewMessageData(form: ContactFormValues): NewMessageData {
  return { ...toMessageFields(form), read: false };
}

/** Picks the message fields out of a valid form (or a stored message), dropping anything else. */
export function toMessageFields(source: MessageFields): MessageFields {
  return {
    name: source.name,
    email: source.email,
    phone: source.phone,
    company: source.company,
    interest: [...source.interest],
    message: source.message,
    consent: source.consent,
    companyWebsite: source.companyWebsite,
  };
}
