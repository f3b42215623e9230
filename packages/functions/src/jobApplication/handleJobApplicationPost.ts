import { applicationExpiresAt, jobApplicationMessages as m, type DeliveryRecord } from '@rico/contact';
import { isContactError } from '../errors';
import { newMessageId } from '../formPost/handleFormPost';
import type { FormPostResponse } from '../formPost/pageAnswer';
import { header, isSameOriginPost, type Headers } from '../formPost/sameOrigin';
import type { Logger } from '../ports';
import type { ApplicationIntake } from './applicationStore';
import { cleanCvName } from './cvFile';
import { jobApplicationCopy as copy } from './jobApplicationCopy';
import {
  formPathOf,
  notSentAnswer,
  problemsAnswer,
  sentAnswer,
  wantsJson,
  type Audience,
} from './jobApplicationAnswers';
import {
  maxApplicationPostBytes,
  readMultipart,
  type MultipartBody,
  type ReceivedFile,
} from './readMultipart';
import {
  chosenFiles,
  validateApplication,
  type ApplicationValues,
  type CheckedCv,
} from './validateApplication';

export interface JobApplicationRequest {
  method: string | undefined;
  headers: Headers;
  /** Cloud Functions' rawBody, or the request itself where it still streams; undefined when none. */
  body: MultipartBody | undefined;
}

/**
 * Where a malware scanner would go: it sees each CV that passed every other check, before anything
 * is stored, and a 'refused' stores nothing. None runs here (see docs/operators.md).
 */
export type CvScanner = (cv: CheckedCv) => Promise<'clean' | 'refused'>;

export interface JobApplicationDeps {
  store: ApplicationIntake;
  /** E-mails the stored application to the hiring address, exactly once (the delivery record's claim). */
  notify: (id: string) => Promise<unknown>;
  /** Counts the post against its sender's limit; throws ContactError('resource-exhausted') over it. */
  guard?: () => Promise<void>;
  scanCv?: CvScanner;
  newId?: () => string;
  now?: () => Date;
  log?: Logger;
}

const failure = (audience: Audience) => notSentAnswer(audience, 503, 'unavailable', copy.failed);

/** The application as stored: the server writes every field, the CV's path is its id. */
function recordOf(values: ApplicationValues, cv: CheckedCv | undefined, now: Date) {
  const delivery: DeliveryRecord = { status: 'pending', attempts: 0, at: now };
  return {
    ...values,
    consent: true,
    cv: cv ? { name: cv.name, type: cv.type, size: cv.bytes.length } : null,
    createdAt: now,
    expireAt: applicationExpiresAt(now),
    read: false,
    delivery,
  };
}

async function store(
  deps: JobApplicationDeps,
  values: ApplicationValues,
  cv: CheckedCv | undefined,
  now: Date,
) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = (deps.newId ?? newMessageId)();
    if (await deps.store.create(id, recordOf(values, cv, now), cv?.bytes)) return id;
  }
  throw new Error('no free application id');
}

/** The name of the file the visitor chose, for the page that asks them to choose it again. */
function chosenName(files: readonly ReceivedFile[]): string | undefined {
  const [file] = chosenFiles(files);
  if (!file) return undefined;
  return (
    cleanCvName(file.filename) ??
    Array.from(file.filename, (c) => (/[\p{Cc}\p{Cf}]/u.test(c) ? '?' : c))
      .join('')
      .slice(0, 120)
  );
}

const isMultipart = (headers: Headers) =>
  header(headers, 'content-type')?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * A job application posted as multipart/form-data, by the scripted form (JSON answers) or a native
 * post (pages). Checks where it came from and its sender's limit before reading a byte; reads it
 * with limits that hold while it arrives; drops a filled honeypot as if sent; validates the fields
 * with the form's schema and the CV by its bytes; stores the CV, then the record; e-mails the hiring
 * address through the delivery record (a failed e-mail is left to the backstop, the application is
 * kept). Anything refused stores nothing and sends nothing.
 */
export async function handleJobApplicationPost(
  deps: JobApplicationDeps,
  request: JobApplicationRequest,
): Promise<FormPostResponse> {
  const log = deps.log ?? console;
  const audience: Audience = { json: wantsJson(request.headers), formPath: formPathOf(request.headers) };
  const method = request.method?.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    return { status: 303, headers: { Location: '/jobs', 'Cache-Control': 'no-store' }, body: '' };
  }
  if (method !== 'POST')
    return notSentAnswer(audience, 405, 'method-not-allowed', copy.unreadable, { Allow: 'POST' });
  if (!isSameOriginPost(request.headers)) {
    log.info('job application refused: not from the site', { origin: header(request.headers, 'origin') });
    return notSentAnswer(audience, 403, 'permission-denied', copy.crossSite);
  }
  if (!isMultipart(request.headers)) return notSentAnswer(audience, 415, 'invalid-argument', copy.unreadable);
  // Past the cap nothing more is read, so the connection cannot carry another request.
  const tooLarge = () => {
    const answer = problemsAnswer(audience, 413, [{ field: 'cv', message: m.cvSize }], undefined);
    return { ...answer, headers: { ...answer.headers, Connection: 'close' } };
  };
  const declared = Number(header(request.headers, 'content-length') ?? 0);
  if (declared > maxApplicationPostBytes) return tooLarge();
  try {
    await deps.guard?.();
  } catch (error) {
    if (isContactError(error) && error.code === 'resource-exhausted') {
      return notSentAnswer(audience, 429, 'resource-exhausted', copy.tooMany, { 'Retry-After': '3600' });
    }
    log.error('job application not counted', { error: String(error) });
    return failure(audience);
  }
  const read = await readMultipart(request.headers, request.body ?? Buffer.alloc(0));
  if (read.status === 'too-large') return tooLarge();
  if (read.status === 'unreadable') {
    log.info('job application refused: unreadable', { reason: read.reason });
    return notSentAnswer(audience, 400, 'invalid-argument', copy.unreadable);
  }
  // As the contact form: a filled hidden field is dropped unread, and looks sent.
  if ((read.fields.get('companyWebsite') ?? '') !== '') {
    log.info('job application dropped: honeypot filled');
    return sentAnswer(audience, (deps.newId ?? newMessageId)());
  }
  const check = await validateApplication(read.fields, read.files);
  if (!check.valid) return problemsAnswer(audience, check.status, check.problems, chosenName(read.files));
  if (check.cv && deps.scanCv && (await deps.scanCv(check.cv)) !== 'clean') {
    return problemsAnswer(audience, 400, [{ field: 'cv', message: copy.notScanned }], chosenName(read.files));
  }
  let id: string;
  try {
    id = await store(deps, check.values, check.cv, (deps.now ?? (() => new Date()))());
  } catch (error) {
    log.error('job application not stored', { error: String(error) });
    return failure(audience);
  }
  try {
    await deps.notify(id);
  } catch (error) {
    // Stored, so not lost: the backstop e-mails it later (a spent budget, a mail server down).
    log.info('job application stored; e-mail left to the backstop', {
      id,
      reason: isContactError(error) ? error.code : String(error),
    });
  }
  return sentAnswer(audience, id);
}
