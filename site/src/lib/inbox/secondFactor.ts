import {
  getMultiFactorResolver,
  multiFactor,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type User,
} from 'firebase/auth';

/*
 * The authenticator app (TOTP) as Firebase's Auth SDK does it, for the staff sign-in: the code asked
 * after the password, and the app's first set-up. Identity Platform keeps the secret; the browser
 * only shows it once, to be added to the app.
 */

/** The name staff see in their authenticator app beside the code. */
export const authenticatorIssuer = 'Rico inbox';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/**
 * When a sign-in stopped at "second factor required" and the account has an authenticator app: the
 * function that finishes it with the app's code. Null for any other error.
 */
export function codeChallenge(auth: Auth, error: unknown): ((code: string) => Promise<void>) | null {
  if (!hasCode(error, 'auth/multi-factor-auth-required')) return null;
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const app = resolver.hints.find((hint) => hint.factorId === TotpMultiFactorGenerator.FACTOR_ID);
  if (!app) return null;
  return async (code) => {
    await resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(app.uid, code));
  };
}

export interface TotpSetup {
  /** The secret to type into the app (base32). */
  key: string;
  /** The `otpauth:` address the QR code carries. */
  uri: string;
  /** Enrols the app with the code it shows; the user's next ID token says it signed in with it. */
  finish: (code: string) => Promise<void>;
}

/** Starts adding an authenticator app to the signed-in account (it must have signed in recently). */
export async function startTotpSetup(user: User): Promise<TotpSetup> {
  const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
  // The SDK puts both into the address as they are: encoded here, so a space or an @ stays one.
  const uri = secret.generateQrCodeUrl(
    encodeURIComponent(user.email ?? 'staff'),
    encodeURIComponent(authenticatorIssuer),
  );
  return {
    key: secret.secretKey,
    uri,
    finish: async (code) => {
      await multiFactor(user).enroll(
        TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
        'Authenticator app',
      );
    },
  };
}
