import { actionErrors } from '../../content/inbox';
import { InboxApiError } from '../../lib/inbox/inboxApi';

/** What the screen does about a refused call besides showing words. */
export interface AccessHandlers {
  /** 401: the sign-in has ended (expired, revoked, the account removed). */
  signedOut: () => void;
  /** 403: signed in, but not staff (any more). */
  notStaff: () => void;
}

/** The words for each kind of failure. */
export interface FailureWords {
  failed: string;
  notFound: string;
  conflict: string;
  tooManyRequests: (seconds: number) => string;
}

/**
 * The words staff see for a failed call ('' when the screen changes instead: a 401 shows the
 * sign-in, a 403 the not-staff notice). `words` are the messages' unless a screen of applications says its own.
 */
export function explainFailure(
  error: unknown,
  access: AccessHandlers,
  words: FailureWords = actionErrors,
): string {
  if (!(error instanceof InboxApiError)) return words.failed;
  switch (error.status) {
    case 401:
      access.signedOut();
      return '';
    case 403:
      access.notStaff();
      return '';
    case 404:
      return words.notFound;
    case 409:
      return words.conflict;
    case 429:
      return words.tooManyRequests(error.retryAfterSeconds ?? 60);
    default:
      return words.failed;
  }
}
