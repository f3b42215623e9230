import * as v from 'valibot';
import { emailField, nameField } from './fieldSchemas';
import { contactMessages, jobApplicationMessages as m } from './validationMessages';

export const jobApplicationLimits = {
  role: { min: 1, max: 100 },
  linkedin: { max: 2048 },
  cv: { maxBytes: 5 * 1024 * 1024 },
} as const;

/**
 * The CV types accepted, as the server checks them from the file's bytes (a PDF's header, a .docx's
 * zip directory); never the browser's type or the name's extension, which a visitor chooses.
 */
export const cvMimeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type CvMimeType = (typeof cvMimeTypes)[number];

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
 * The job-application form: what the form checks in the browser and the server checks again. The
 * server judges the CV by its bytes, not by the `File` checks below (see the functions' jobApplication).
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
