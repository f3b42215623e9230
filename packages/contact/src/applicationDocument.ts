import * as v from 'valibot';
import { cvMimeTypes } from './jobApplication';
import { applicationRetentionMonths } from './jobApplicationPost';
import { deliverySchema, staffReadFieldEntries } from './messageDocument';

/**
 * The Firestore collection of job applications. Only the functions (Admin SDK) read or write it: the
 * rules refuse every client, and the CV itself lives in Cloud Storage, never in the document.
 */
export const applicationsCollection = 'applications';

/**
 * What is kept of the visitor's CV beside the application: the type its bytes were checked as, its
 * size, and the name it had on the visitor's computer, cleaned, as text only. The file is stored
 * under the application's id, so no part of that name ever becomes a path.
 */
export const storedCvSchema = v.strictObject({
  name: v.string(),
  type: v.picklist(cvMimeTypes),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type StoredCv = v.InferOutput<typeof storedCvSchema>;

/**
 * An application as stored (timestamps decoded to Date). The server writes every field: `cv` is
 * null when none was sent, `expireAt` is when the erasure removes the application and its CV, and
 * `delivery` is the notification e-mail's record, kept exactly as a message's.
 */
export const storedApplicationSchema = v.strictObject({
  name: v.string(),
  email: v.string(),
  role: v.string(),
  linkedin: v.string(),
  consent: v.literal(true),
  cv: v.nullable(storedCvSchema),
  createdAt: v.date(),
  expireAt: v.date(),
  read: v.boolean(),
  ...staffReadFieldEntries,
  delivery: v.optional(deliverySchema),
});
export type StoredApplication = v.InferOutput<typeof storedApplicationSchema>;

/**
 * When an application made at `createdAt` is erased: the same day of the month, `months` later, in
 * UTC (the last day of a shorter month: 31 August is kept until 28 or 29 February). Stamped on the
 * record when it arrives, so the period the candidate was told is the one kept.
 */
export function applicationExpiresAt(createdAt: Date, months: number = applicationRetentionMonths): Date {
  const target = new Date(createdAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
