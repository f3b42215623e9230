import { InboxError } from '../http';
import { bearerToken, StaffAuthError, type Staff, type StaffVerifier } from './staffVerifier';

const messages: Record<StaffAuthError['reason'], string> = {
  missing: 'Sign in to use the inbox.',
  invalid: 'Your sign-in could not be checked. Sign in again.',
  expired: 'Your sign-in has expired. Sign in again.',
  revoked: 'Your sign-in was withdrawn. Sign in again.',
  'not-staff': 'This account has not been given access to the inbox. Ask an operator to grant it.',
  'no-second-factor': 'Sign in with the code from your authenticator app to use the inbox.',
  unavailable: 'Sign-in cannot be checked just now. Please try again in a minute.',
};

function refusal(reason: StaffAuthError['reason']): InboxError {
  if (reason === 'not-staff' || reason === 'no-second-factor')
    return new InboxError('permission-denied', messages[reason]);
  if (reason === 'unavailable') return new InboxError('unavailable', messages[reason]);
  return new InboxError('unauthenticated', messages[reason], { 'WWW-Authenticate': 'Bearer' });
}

/** The member of staff behind the request's bearer token, or the InboxError to answer with. */
export async function authenticate(
  verifier: StaffVerifier,
  authorization: string | string[] | undefined,
): Promise<Staff> {
  const token = bearerToken(authorization);
  if (!token) throw refusal('missing');
  try {
    return await verifier.verify(token);
  } catch (error) {
    // Anything but a typed refusal is the check failing, never a reason to let the call through.
    throw refusal(error instanceof StaffAuthError ? error.reason : 'unavailable');
  }
}
