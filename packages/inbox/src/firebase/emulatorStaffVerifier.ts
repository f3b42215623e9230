import type { Auth, UserRecord } from 'firebase-admin/auth';
import { StaffAuthError, type StaffVerifier } from '../auth/staffVerifier';
import { failureOf, staffClaim, verifiedToken } from './staffVerifier';

/**
 * Staff, where tokens are unsigned (the Auth emulator): anyone can write an `alg: none` token with any
 * claims, and firebase-admin accepts it in emulator mode. So a token counts only if the site's own
 * sign-in handed it out (`issuedHere`, kept by the local backend, which sees every token the emulator
 * issues through it); then firebase-admin checks its project, expiry and the account (deleted,
 * disabled, or signed out everywhere since); and the staff claim and the e-mail address are read from
 * the account itself, never from the token.
 */
export function createEmulatorStaffVerifier(
  auth: Auth,
  issuedHere: (idToken: string) => boolean,
): StaffVerifier {
  return {
    async verify(idToken) {
      if (!issuedHere(idToken))
        throw new StaffAuthError('invalid', 'The local staff sign-in did not issue this token.');
      const { uid } = await verifiedToken(auth, idToken);
      let account: UserRecord;
      try {
        account = await auth.getUser(uid);
      } catch (error) {
        throw new StaffAuthError(failureOf(error), error instanceof Error ? error.message : String(error));
      }
      if (account.customClaims?.[staffClaim] !== true)
        throw new StaffAuthError('not-staff', `Account ${uid} has no staff claim.`);
      if (!account.email) throw new StaffAuthError('not-staff', `Account ${uid} has no e-mail address.`);
      return { uid, email: account.email };
    },
  };
}
