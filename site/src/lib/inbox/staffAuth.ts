/**
 * Who is at the inbox, as the page needs to know it: still being found out (the stored sign-in is
 * read from the browser's storage), nobody, or an account, whether it carries the staff claim, and
 * whether it signed in with its authenticator app as well as its password.
 * Behind an interface, so the page's states can be shown and tested without Firebase.
 */
export type StaffSession =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; staff: boolean; secondFactor: boolean };

/** Why a sign-in step failed, in the words staff can act on (content/inbox.ts says each). */
export type SignInFailure =
  | 'wrongCredentials'
  | 'wrongCode'
  | 'tooManyAttempts'
  | 'disabled'
  | 'passwordOutdated'
  | 'signInAgain'
  | 'unverifiedEmail'
  | 'offline'
  | 'unavailable';

export class SignInError extends Error {
  override name = 'SignInError';
  constructor(readonly failure: SignInFailure) {
    super(failure);
  }
}

/** What the authenticator app is set up with: shown once, then kept by Identity Platform alone. */
export interface AuthenticatorSetup {
  /** The secret to type into the app instead of scanning. */
  key: string;
  /** The `otpauth:` address, as a link and inside the QR code. */
  uri: string;
  /** The QR code of `uri`, row by row, true where dark. */
  qrModules: boolean[][];
}

export interface StaffAuth {
  /**
   * Called with the session once the stored sign-in has been read (until then it is 'checking'),
   * then on every change; returns the unsubscribe.
   */
  subscribe: (listener: (session: StaffSession) => void) => () => void;
  /**
   * Whether staff must sign in with an authenticator app too: in production. The local sign-in
   * (the Auth emulator) has no TOTP, so there the password is enough.
   */
  requiresSecondFactor: boolean;
  /** Rejects with a SignInError; 'codeNeeded' when the account's authenticator code comes next. */
  signIn: (email: string, password: string) => Promise<'signedIn' | 'codeNeeded'>;
  /** The authenticator app's code, after signIn said 'codeNeeded'. Rejects with a SignInError. */
  confirmCode: (code: string) => Promise<void>;
  /** Starts adding an authenticator app to the signed-in account. Rejects with a SignInError. */
  startSetup: () => Promise<AuthenticatorSetup>;
  /** Finishes it with the code the app shows. Rejects with a SignInError. */
  finishSetup: (code: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The ID token for the API (refreshed by the SDK near its end), or null when signed out. */
  idToken: () => Promise<string | null>;
}
