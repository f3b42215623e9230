import * as v from 'valibot';
import { contactFormSchema, type ContactFormValues } from './contactForm';

/**
 * The contact form without its script: the prerendered form posts here natively
 * (application/x-www-form-urlencoded) and, once stored, the visitor is sent to the confirmation page.
 * Both are paths on the site's own origin: Hosting rewrites the first to a Cloud Function.
 */
export const contactFormPaths = { send: '/contact/send', sent: '/contact/sent' } as const;

/** The Cloud Function behind the rewrite (firebase.json names it too). */
export const contactFormPostFunction = 'submitContactForm';

/**
 * The largest form post accepted: a message at its 5,000-character limit of 4-byte characters is
 * 20,000 bytes, 60,000 once percent-encoded, plus the short fields.
 */
export const maxFormPostBytes = 64 * 1024;

/** The form's fields in the order the page shows them (the order problems are listed in). */
export const formFieldOrder = [
  'name',
  'email',
  'phone',
  'company',
  'interest',
  'message',
  'consent',
  'companyWebsite',
] as const;
export type FormField = (typeof formFieldOrder)[number];

/** What one field needs fixing, in the form's own words. */
export interface FormProblem {
  field: FormField;
  message: string;
}

export type FormPostResult =
  { success: true; values: ContactFormValues } | { success: false; problems: FormProblem[] };

/**
 * Reads a url-encoded form post into what the form's schema takes: text fields as strings (absent
 * ones left out, so they read as empty), every ticked interest, and consent as ticked or not (a
 * native checkbox posts its name only when ticked).
 */
export function readFormPost(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const input: Record<string, unknown> = {};
  for (const field of ['name', 'email', 'phone', 'company', 'message', 'companyWebsite'] as const) {
    const value = params.get(field);
    // Browsers post a textarea's line breaks as CR LF; the scripted form stores LF, so this does too.
    if (value !== null) input[field] = field === 'message' ? value.replace(/\r\n?/g, '\n') : value;
  }
  input.interest = params.getAll('interest');
  input.consent = params.has('consent');
  return input;
}

/** Validates a form post with the same schema as the scripted form: one problem per field, in page order. */
export function validateFormPost(body: string): FormPostResult {
  const result = v.safeParse(contactFormSchema, readFormPost(body));
  if (result.success) return { success: true, values: result.output };
  const problems: FormProblem[] = [];
  for (const field of formFieldOrder) {
    const issue = result.issues.find((candidate) => v.getDotPath(candidate)?.split('.')[0] === field);
    if (issue) problems.push({ field, message: issue.message });
  }
  return { success: false, problems };
}
