/**
 * Who is at the inbox, as the page needs to know it: still being found out (the stored sign-in is
 * read from the browser's storage), nobody, or an account and whether it carries the staff claim.
 * Behind an interface, so the page's states can be shown and tested without Firebase.
 */
export type StaffSession =
  { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; email: string; staff: boolean };

/** Why a sign-in failed, in the words staff can act on (content/inbox.ts says each). */
export type SignInFailure = 'wrongCredentials' | 'tooManyAttempts' | 'disabled' | 'offline' | 'unavailable';

export class SignInError extends Error {
  override name = 'SignInError';
  constructor(readonly failure: SignInFailure) {
    super(failure);
  }
}

export interface StaffAuth {
  /**
   * Called with the session once the stored sign-in has been read (until then it is 'checking'),
   * then on every change; returns the unsubscribe.
   */
  subscribe: (listener: (session: StaffSession) => void) => () => void;
  /** Rejects with a SignInError. */
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The ID token for the API (refreshed by the SDK near its end), or null when signed out. */
  idToken: () => Promise<string | null>;
}
