import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { StaffAuthError, type StaffAuthFailure, type StaffVerifier } from '../auth/staffVerifier';

/** The custom claim an operator sets with `pnpm staff grant` (Admin SDK only: no one can set their own). */
export const staffClaim = 'staff';

/** The second factor staff sign in with in production: a code from an authenticator app. */
export const staffSecondFactor = 'totp';

const authCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** Why firebase-admin refused a token, in the inbox's terms. */
export function failureOf(error: unknown): StaffAuthFailure {
  const code = authCode(error);
  if (code === 'auth/id-token-expired') return 'expired';
  if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled' || code === 'auth/user-not-found')
    return 'revoked';
  // Every other auth/ code is about the token itself (bad signature, audience, issuer, shape).
  if (code.startsWith('auth/') && code !== 'auth/internal-error') return 'invalid';
  return 'unavailable';
}

/** `verifyIdToken(token, true)`, its refusals as StaffAuthErrors. */
export async function verifiedToken(auth: Auth, idToken: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(idToken, true);
  } catch (error) {
    throw new StaffAuthError(failureOf(error), error instanceof Error ? error.message : String(error));
  }
}

/**
 * Staff in production, as firebase-admin sees them: `verifyIdToken(token, true)` checks the
 * signature against Google's keys, the project, the expiry, and, with a lookup of the account, that
 * it is neither disabled nor revoked since the token was issued. Then the token must carry
 * `staff: true` and an e-mail, and say the sign-in took the authenticator app's code as well as the
 * password (`firebase.sign_in_second_factor`, which Google writes and signs). The claim is read from
 * the signed token: `pnpm staff revoke` removes it and revokes the account's tokens, which the lookup
 * catches at once. Where tokens are unsigned (the emulator), createEmulatorStaffVerifier is used.
 */
export function createFirebaseStaffVerifier(auth: Auth): StaffVerifier {
  return {
    async verify(idToken) {
      const decoded = await verifiedToken(auth, idToken);
      if (decoded[staffClaim] !== true) {
        throw new StaffAuthError('not-staff', `Account ${decoded.uid} has no staff claim.`);
      }
      if (typeof decoded.email !== 'string' || decoded.email === '') {
        throw new StaffAuthError('not-staff', `Account ${decoded.uid} has no e-mail address.`);
      }
      if (decoded.firebase.sign_in_second_factor !== staffSecondFactor) {
        throw new StaffAuthError(
          'no-second-factor',
          `Account ${decoded.uid} signed in without its authenticator app.`,
        );
      }
      return { uid: decoded.uid, email: decoded.email };
    },
  };
}
