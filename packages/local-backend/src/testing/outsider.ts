import { idTokenClaims, signJwt } from '@rico/inbox/testing';

/*
 * What the sign-in tests need on either side of the local backend: the outsider's requests through
 * the site's origin, and the operator's view of the Auth emulator on its own port (loopback only,
 * where `Bearer owner` is the administrator), to set a scene and to see that nothing changed.
 */

export const projectId = 'demo-rico';

/** The Identity Toolkit paths under a base (the site's origin, or the emulator's). */
export const identityToolkit = (base: string) => `${base}/identitytoolkit.googleapis.com/v1`;

export interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown> & { error?: { code?: number; message?: string; errors?: unknown[] } };
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: Answer['json'];
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = { text };
  }
  return { status: response.status, headers: response.headers, json };
}

/** A JSON POST, as a script (no Origin) unless headers say otherwise. */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The payload of a JWT, unchecked (the emulator's tokens are unsigned). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown> & {
    iat: number;
    sub: string;
  };

/**
 * An ID token written by hand, as anyone can (`alg: none`, like the emulator's own): any account,
 * any claims, issued at `issuedAt` (seconds; taken from a real token so no clock is read).
 */
export const forgeIdToken = (
  uid: string,
  email: string,
  issuedAt: number,
  claims: Record<string, unknown> = {},
) => signJwt(idTokenClaims({ projectId, uid, email, issuedAt, claims }), null);

/** A refresh token as the emulator encodes its own: base64 JSON naming the account, no secret. */
export const forgeRefreshToken = (uid: string, extraClaims: object = {}) =>
  Buffer.from(
    JSON.stringify({
      _AuthEmulatorRefreshToken: 'DO NOT MODIFY',
      localId: uid,
      provider: 'password',
      extraClaims,
      projectId,
    }),
  ).toString('base64');

export interface EmulatorAccount {
  localId: string;
  email?: string;
  passwordHash?: string;
  customAttributes?: string;
  validSince?: string;
  disabled?: boolean;
}

/** The operator's side: the emulator's admin API on its own port. */
export function emulatorAdmin(host: string) {
  const base = identityToolkit(`http://${host}`);
  const owner = { Authorization: 'Bearer owner' };
  return {
    /** Every account, as the emulator holds it: compared before and after, it shows what changed. */
    async accounts(): Promise<EmulatorAccount[]> {
      const answer = await postJson(
        `${base}/projects/${projectId}/accounts:query`,
        { returnUserInfo: true },
        owner,
      );
      const users = (answer.json.userInfo ?? []) as EmulatorAccount[];
      return users
        .map(({ localId, email, passwordHash, customAttributes, validSince, disabled }) => ({
          localId,
          email,
          passwordHash,
          customAttributes,
          validSince,
          disabled,
        }))
        .sort((a, b) => a.localId.localeCompare(b.localId));
    },
    /** Sets fields of an account as an operator would (claims, validSince: what revoke does). */
    update: (fields: Record<string, unknown>) =>
      postJson(`${base}/projects/${projectId}/accounts:update`, fields, owner),
    /** A password-reset code for `email`, read from the emulator's own list. */
    async resetCode(email: string): Promise<string> {
      await postJson(`${base}/accounts:sendOobCode?key=local`, { requestType: 'PASSWORD_RESET', email });
      const listed = await send(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
      const codes = (listed.json.oobCodes ?? []) as { email: string; oobCode: string }[];
      const code = codes.filter((entry) => entry.email === email).at(-1)?.oobCode;
      if (!code) throw new Error(`The emulator made no reset code for ${email}`);
      return code;
    },
    /** Signs in on the emulator itself, past the site: a token the site's sign-in never handed out. */
    signIn: (email: string, password: string) =>
      postJson(`${base}/accounts:signInWithPassword?key=local`, { email, password, returnSecureToken: true }),
  };
}
