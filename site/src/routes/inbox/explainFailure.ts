import { actionErrors } from '../../content/inbox';
import { InboxApiError } from '../../lib/inbox/inboxApi';

/** What the screen does about a refused call besides showing words. */
export interface AccessHandlers {
  /** 401: the sign-in has ended (expired, revoked, the account removed). */
  signedOut: () => void;
  /** 403: signed in, but not staff (any more). */
  notStaff: () => void;
}

/**
 * The words staff see for a failed call ('' when the screen changes instead: a 401 shows the
 * sign-in, a 403 the not-staff notice).
 */
export function explainFailure(error: unknown, access: AccessHandlers): string {
  if (!(error instanceof InboxApiError)) return actionErrors.failed;
  switch (error.status) {
    case 401:
      access.signedOut();
      return '';
    case 403:
      access.notStaff();
      return '';
    case 404:
      return actionErrors.notFound;
    case 409:
      return actionErrors.conflict;
    case 429:
      return actionErrors.tooManyRequests(error.retryAfterSeconds ?? 60);
    default:
      return actionErrors.failed;
  }
}
