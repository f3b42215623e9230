/** A signed-in member of staff, as the verified token names them. */
export interface Staff {
  uid: string;
  email: string;
}

/**
 * Why a token was refused. All but 'not-staff', 'no-second-factor' and 'unavailable' mean "not signed
 * in" (401); 'not-staff' is a real account without the staff claim and 'no-second-factor' a staff
 * account signed in without its authenticator app (403); 'unavailable' is the check itself failing (503).
 */
export type StaffAuthFailure =
  'missing' | 'invalid' | 'expired' | 'revoked' | 'not-staff' | 'no-second-factor' | 'unavailable';

export class StaffAuthError extends Error {
  constructor(
    readonly reason: StaffAuthFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Turns an ID token into the member of staff it belongs to, or throws a StaffAuthError. The
 * production and local implementation is firebase-admin's (`@rico/inbox/firebase`); tests of the
 * handler's other rules may use a fake.
 */
export interface StaffVerifier {
  verify(idToken: string): Promise<Staff>;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer +(\S+)\s*$/i.exec(value ?? '');
  return match?.[1] ?? null;
}
