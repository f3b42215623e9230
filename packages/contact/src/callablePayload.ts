import * as v from 'valibot';
import type { MessageFields } from './messageDocument';
import { docIdPattern } from './limits';
import { emailField, interestField, messageField, nameField, phoneField, companyField } from './fieldSchemas';

/** The name of the callable function that e-mails a stored message. */
export const sendContactEmailName = 'sendContactEmail';

/**
 * The sendContactEmail payload the site sends after storing a message. phone, company and interest may be left out and
 * then read as '' and []; anything else must equal the stored document, which the function checks.
 */
export const sendContactEmailPayloadSchema = v.strictObject({
  docId: v.pipe(v.string(), v.regex(docIdPattern, 'Invalid document id')),
  name: nameField,
  email: emailField,
  phone: v.optional(phoneField, ''),
  company: v.optional(companyField, ''),
  interest: v.optional(interestField, []),
  message: messageField,
});

export type SendContactEmailPayload = v.InferOutput<typeof sendContactEmailPayloadSchema>;

/** Builds the payload for the document just written: the same values, never re-typed. */
export function toSendContactEmailPayload(docId: string, fields: MessageFields): SendContactEmailPayload {
  return {
    docId,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    company: fields.company,
    interest: [...fields.interest],
    message: fields.message,
  };
}

/** The payload keys that must equal the stored document's (everything except docId). */
export const payloadMessageKeys = ['name', 'email', 'phone', 'company', 'interest', 'message'] as const;
