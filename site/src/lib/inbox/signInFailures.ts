import { SignInError, type SignInFailure } from './staffAuth';

/** The Auth SDK's error codes, by what staff are told. */
const failures: Record<string, SignInFailure> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'wrongCredentials',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/user-disabled': 'disabled',
  'auth/network-request-failed': 'offline',
  'auth/invalid-verification-code': 'wrongCode',
  'auth/missing-code': 'wrongCode',
  // Set up right after the password, or sign in again: Google asks for a recent sign-in, and a
  // pending code step lasts minutes.
  'auth/requires-recent-login': 'signInAgain',
  'auth/invalid-multi-factor-session': 'signInAgain',
  'auth/multi-factor-auth-required': 'signInAgain',
  'auth/totp-challenge-timeout': 'signInAgain',
  'auth/unverified-email': 'unverifiedEmail',
  // The staff password policy (pnpm staff lockdown) upgrades older passwords at sign-in.
  'auth/password-does-not-meet-requirements': 'passwordOutdated',
};

export const failureOf = (error: unknown): SignInFailure => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return failures[code] ?? 'unavailable';
};

/** Runs a sign-in step, its failure turned into the words staff are shown. */
export async function step<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SignInError(failureOf(error));
  }
}
