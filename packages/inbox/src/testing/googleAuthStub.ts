import { generateKeyPairSync } from 'node:crypto';
import nock from 'nock';

import type { SigningKey } from './idTokens';

export { idTokenClaims, signJwt, type SigningKey } from './idTokens';

/*
 * Google's side of verifyIdToken(token, true), answered at the network boundary: the public keys
 * ID tokens are signed with, and the account lookup that tells whether a user's tokens were revoked.
 * firebase-admin fetches both with node:https (its HttpClient), which nock intercepts, so the real
 * verifier runs, signature checks and all, against keys and accounts the test controls.
 */

export const googleKeysUrl = {
  origin: 'https://www.googleapis.com',
  path: '/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com',
};

export function createSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** An account as identitytoolkit's accounts:lookup answers it. */
export interface GoogleAccount {
  localId: string;
  email: string;
  disabled?: boolean;
  /** The custom claims, as JSON text. */
  customAttributes?: string;
  /** Seconds since the epoch: tokens authenticated before it are revoked. */
  validSince?: string;
}

/**
 * Answers Google's key and account endpoints for `projectId` until `stop()`; every other outside
 * request fails. `accounts` is read on each lookup, so a test can revoke or disable an account.
 */
export function stubGoogleAuth(projectId: string, keys: SigningKey[], accounts: Map<string, GoogleAccount>) {
  const lookups: string[] = [];
  nock.disableNetConnect();
  nock(googleKeysUrl.origin)
    .persist()
    .get(googleKeysUrl.path)
    .reply(200, Object.fromEntries(keys.map((key) => [key.kid, key.publicPem])), {
      'Cache-Control': 'public, max-age=19800, must-revalidate, no-transform',
    });
  nock('https://identitytoolkit.googleapis.com')
    .persist()
    .post(`/v1/projects/${projectId}/accounts:lookup`)
    // nock 15 hands a reply function the fetch Request (one parameter; two would mean a callback).
    .reply(async (request: unknown) => {
      const body = (await (request as Request).json()) as { localId?: string[] };
      const [uid = ''] = body.localId ?? [];
      lookups.push(uid);
      const account = accounts.get(uid);
      return [200, { kind: 'identitytoolkit#GetAccountInfoResponse', ...(account && { users: [account] }) }];
    });
  return {
    lookups,
    stop: () => {
      nock.cleanAll();
      nock.enableNetConnect();
    },
  };
}
