import { jobApplicationPaths, type JobApplicationField } from '@rico/contact';

/** One thing the endpoint asks the visitor to fix, on the field it names. */
export interface ApplicationProblem {
  field: JobApplicationField;
  message: string;
}

/**
 * What the endpoint said: stored; the fields to fix (nothing stored); or refused for a reason the
 * visitor can act on (too many applications, a CV the virus check would not pass).
 */
export type ApplicationAnswer =
  | { kind: 'sent' }
  | { kind: 'problems'; problems: ApplicationProblem[] }
  | { kind: 'refused'; message: string };

/** Sends the form's fields and its file as they are, and reads the endpoint's answer. */
export type SendApplication = (body: FormData) => Promise<ApplicationAnswer>;

/*
 * Longer than a 5 MB CV takes on a slow mobile connection: the limit only ends a request that will
 * never be answered, so the visitor is told to try again rather than left watching "Sending...".
 */
const givenUpAfterMs = 180_000;

type AnswerBody = {
  ok?: boolean;
  problems?: ApplicationProblem[];
  error?: { message?: string };
};

/**
 * The scripted form's post: the same multipart body the browser posts without script, to the same
 * endpoint, asking for JSON instead of a page. An answer that is not the endpoint's (a proxy's error
 * page, a dropped connection) rejects, and the form says something went wrong.
 */
export const sendApplication: SendApplication = async (body) => {
  const response = await fetch(jobApplicationPaths.send, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(givenUpAfterMs),
  });
  const answer = (await response.json().catch(() => undefined)) as AnswerBody | undefined;
  if (response.ok && answer?.ok === true) return { kind: 'sent' };
  if (answer?.problems?.length) return { kind: 'problems', problems: answer.problems };
  if (answer?.error?.message && response.status < 500)
    return { kind: 'refused', message: answer.error.message };
  throw new Error(`The application endpoint answered ${response.status}`);
};
