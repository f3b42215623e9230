import * as v from 'valibot';
import {
  jobApplicationFieldOrder,
  jobApplicationMessages as m,
  jobApplicationSchema,
  type CvMimeType,
  type JobApplicationField,
} from '@rico/contact';
import { cleanCvName, judgeCvBytes } from './cvFile';
import type { ReceivedFile } from './readMultipart';

/** What one field needs fixing, in the form's own words. */
export interface ApplicationProblem {
  field: JobApplicationField;
  message: string;
}

/** A CV that passed every check: its bytes, the type they showed, its cleaned name. */
export interface CheckedCv {
  bytes: Buffer;
  type: CvMimeType;
  name: string;
}

export interface ApplicationValues {
  name: string;
  email: string;
  role: string;
  linkedin: string;
}

export type ApplicationCheck =
  | { valid: true; values: ApplicationValues; cv: CheckedCv | undefined }
  /** `status`: 413 for a CV over the limit, 415 for one of another type, else 400. */
  | { valid: false; status: 400 | 413 | 415; problems: ApplicationProblem[] };

/** A file input left empty still posts a part, with no name and no bytes: no CV was chosen. */
export const chosenFiles = (files: readonly ReceivedFile[]) =>
  files.filter((file) => file.field === 'cv' && (file.filename !== '' || file.bytes.length > 0));

type CvVerdict = { cv: CheckedCv } | { problem: string; status: 400 | 413 | 415 };

async function checkCv(file: ReceivedFile): Promise<CvVerdict> {
  const name = cleanCvName(file.filename);
  if (name === undefined) return { problem: m.cvName, status: 400 };
  if (file.tooLarge) return { problem: m.cvSize, status: 413 };
  if (file.bytes.length === 0) return { problem: m.cvEmpty, status: 400 };
  const type = await judgeCvBytes(file.bytes);
  if (!type) return { problem: m.cvType, status: 415 };
  return { cv: { bytes: file.bytes, type, name } };
}

/**
 * The form's schema on the text fields (its messages word for word; consent is ticked when the
 * checkbox posted its name), and the CV judged by its bytes: one file at most, a plain name, not
 * empty, within the limit, a PDF or .docx. Problems come one per field, in the form's order.
 */
export async function validateApplication(
  fields: ReadonlyMap<string, string>,
  files: readonly ReceivedFile[],
): Promise<ApplicationCheck> {
  const input = {
    name: fields.get('name'),
    email: fields.get('email'),
    role: fields.get('role'),
    linkedin: fields.get('linkedin'),
    consent: fields.has('consent'),
  };
  const parsed = v.safeParse(jobApplicationSchema, input);
  const found = new Map<JobApplicationField, string>();
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue)?.split('.')[0] as JobApplicationField | undefined;
      if (field && !found.has(field)) found.set(field, issue.message);
    }
  }
  const chosen = chosenFiles(files);
  let verdict: CvVerdict | undefined;
  if (chosen.length > 1) verdict = { problem: m.cvOne, status: 400 };
  else if (chosen[0]) verdict = await checkCv(chosen[0]);
  if (verdict && 'problem' in verdict) found.set('cv', verdict.problem);

  if (parsed.success && !(verdict && 'problem' in verdict)) {
    const { name, email, role, linkedin } = parsed.output;
    return { valid: true, values: { name, email, role, linkedin }, cv: verdict?.cv };
  }
  const problems = jobApplicationFieldOrder.flatMap((field) => {
    const message = found.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
  return { valid: false, status: verdict && 'problem' in verdict ? verdict.status : 400, problems };
}
