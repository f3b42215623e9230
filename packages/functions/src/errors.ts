/**
 * The error codes the handler can raise. They are firebase-functions' own code strings, so the onCall
 * wrapper turns a ContactError into an HttpsError one to one and the client SDK sees the same code.
 */
export type ContactErrorCode =
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'permission-denied'
  | 'resource-exhausted'
  | 'unauthenticated'
  | 'unavailable'
  | 'internal';

/** An expected refusal: its code and message go to the caller as they are. */
export class ContactError extends Error {
  override readonly name = 'ContactError';

  constructor(
    readonly code: ContactErrorCode,
    message: string,
    /** Sent to the client: never put visitor data or secrets here. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export function isContactError(error: unknown): error is ContactError {
  return error instanceof ContactError;
}
