import * as v from 'valibot';
import { emailField, nameField } from './fieldSchemas';
import { contactMessages, jobApplicationMessages as m } from './validationMessages';

export const jobApplicationLimits = {
  role: { min: 1, max: 100 },
  linkedin: { max: 2048 },
  cv: { maxBytes: 5 * 1024 * 1024 },
} as const;

export const cvMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** A web address a visitor can open: `javascript:` and other schemes are not LinkedIn profiles. */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The job-application form. No screen uses it yet; it is defined and tested
 * so the Careers page can adopt it without inventing rules.
 */
export const jobApplicationSchema = v.object({
  // As in the contact form, a missing field reads as empty and so gets the field's own message.
  name: v.optional(v.pipe(v.string(contactMessages.nameMin), v.trim(), nameField), ''),
  email: v.optional(v.pipe(v.string(contactMessages.email), v.trim(), emailField), ''),
  role: v.optional(
    v.pipe(
      v.string(m.role),
      v.trim(),
      v.minLength(jobApplicationLimits.role.min, m.role),
      v.maxLength(jobApplicationLimits.role.max, m.role),
    ),
    '',
  ),
  linkedin: v.optional(
    v.pipe(
      v.string(m.linkedin),
      v.trim(),
      v.maxLength(jobApplicationLimits.linkedin.max, m.linkedin),
      v.check((text) => text === '' || isHttpUrl(text), m.linkedin),
    ),
    '',
  ),
  cv: v.optional(
    v.pipe(
      v.file(m.cvType),
      v.mimeType(cvMimeTypes, m.cvType),
      v.maxSize(jobApplicationLimits.cv.maxBytes, m.cvSize),
    ),
  ),
  consent: v.optional(
    v.pipe(
      v.boolean(contactMessages.consent),
      v.value(true, contactMessages.consent),
      v.transform((): true => true),
    ),
    false,
  ),
  honeypot: v.optional(v.pipe(v.string(), v.maxLength(0, contactMessages.companyWebsite)), ''),
});

export type JobApplicationInput = v.InferInput<typeof jobApplicationSchema>;
export type JobApplicationValues = v.InferOutput<typeof jobApplicationSchema>;
