import { createSign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/*
 * Firebase ID tokens written for tests: RS256 with a key a test made (production's shape), or
 * unsigned (`alg: none`), as the Auth emulator issues them and as anyone can write them.
 */

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicPem: string;
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A JWT: RS256 with `key`, or unsigned (`alg: none`, as the Auth emulator issues) without one. */
export function signJwt(payload: object, key: SigningKey | null, kid = key?.kid): string {
  const header = key ? { alg: 'RS256', kid, typ: 'JWT' } : { alg: 'none', typ: 'JWT' };
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  if (!key) return `${unsigned}.`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.privateKey);
  return `${unsigned}.${base64url(signature)}`;
}

/** The claims of a Firebase ID token for an e-mail account, issued at `issuedAt` (seconds). */
export function idTokenClaims(options: {
  projectId: string;
  uid: string;
  email: string;
  issuedAt: number;
  lifetimeSeconds?: number;
  claims?: Record<string, unknown>;
  /** The second factor the sign-in used ('totp', 'phone'), none when left out. */
  secondFactor?: string;
}) {
  const { projectId, uid, email, issuedAt, lifetimeSeconds = 3600, claims = {}, secondFactor } = options;
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
    email,
    email_verified: true,
    firebase: {
      identities: { email: [email] },
      sign_in_provider: 'password',
      ...(secondFactor && { sign_in_second_factor: secondFactor, second_factor_identifier: 'factor-1' }),
    },
    ...claims,
  };
}
