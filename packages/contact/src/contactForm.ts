import * as v from 'valibot';
import {
  companyField,
  companyWebsiteField,
  emailField,
  interestField,
  messageField,
  nameField,
  phoneField,
} from './fieldSchemas';
import { contactMessages as m } from './validationMessages';

/**
 * The contact form. Text is trimmed before it is checked, so '  Ann  ' is stored as
 * 'Ann' and ' A ' fails the 2-character minimum. Optional fields default to '' or [], so the output
 * always has every key: the stored document's key set is exact.
 */
export const contactFormSchema = v.object({
  // A missing field reads as empty, so it gets its own message rather than a generic 'Invalid key'.
  name: v.optional(v.pipe(v.string(m.nameMin), v.trim(), nameField), ''),
  email: v.optional(v.pipe(v.string(m.email), v.trim(), emailField), ''),
  phone: v.optional(v.pipe(v.string(), v.trim(), phoneField), ''),
  company: v.optional(v.pipe(v.string(), v.trim(), companyField), ''),
  interest: v.optional(interestField, []),
  message: v.optional(v.pipe(v.string(m.messageMin), v.trim(), messageField), ''),
  // A checkbox gives a boolean; only true passes, and the output type says so.
  consent: v.optional(
    v.pipe(
      v.boolean(m.consent),
      v.value(true, m.consent),
      v.transform((): true => true),
    ),
    false,
  ),
  // Not trimmed: even whitespace in the honeypot means a bot filled it.
  companyWebsite: v.optional(companyWebsiteField, ''),
});

/** What the form holds while the visitor types (react-hook-form's values). */
export type ContactFormInput = v.InferInput<typeof contactFormSchema>;

/** What a valid form produces: trimmed, every key present, consent true, honeypot empty. */
export type ContactFormValues = v.InferOutput<typeof contactFormSchema>;

/**
 * True when the hidden honeypot holds anything. The form checks this before anything else and then
 * drops the submission silently: no message, no call.
 */
export function isHoneypotFilled(values: { companyWebsite?: string | undefined }): boolean {
  return (values.companyWebsite ?? '').length > 0;
}
