import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleInboxRequest } from '../handler';
import type { InboxRequest } from '../http';
import type { InboxDeps } from '../routes/context';
import {
  createCountingLimiter,
  createMemoryAuditLog,
  createMemoryInboxStore,
  messageId,
  storedMessage,
} from '../testing';
import {
  createSigningKey,
  idTokenClaims,
  signJwt,
  stubGoogleAuth,
  type GoogleAccount,
} from '../testing/googleAuthStub';
import { createFirebaseStaffVerifier } from './staffVerifier';

/*
 * The staff boundary against the real firebase-admin verifyIdToken, in production mode (no
 * FIREBASE_AUTH_EMULATOR_HOST): signatures are checked against Google's public keys and revocation
 * against the account, both answered by a stub at the network boundary with keys this test made.
 */

const projectId = 'rico-inbox-test';
const now = new Date('2025-06-02T09:00:00.000Z');
const nowSeconds = now.getTime() / 1000;
const googleKey = createSigningKey('google-key-1');
const otherKey = createSigningKey('google-key-1');

const staffAccount: GoogleAccount = {
  localId: 'staff-uid-1',
  email: 'sam@rico.example',
  customAttributes: JSON.stringify({ staff: true }),
};
const visitorAccount: GoogleAccount = { localId: 'visitor-uid-2', email: 'ann@example.co.uk' };

const tokenFor = (
  account: GoogleAccount,
  changes: {
    issuedAt?: number;
    claims?: Record<string, unknown>;
    projectId?: string;
    secondFactor?: string | null;
  } = {},
) =>
  signJwt(
    idTokenClaims({
      projectId: changes.projectId ?? projectId,
      uid: account.localId,
      email: account.email,
      issuedAt: changes.issuedAt ?? nowSeconds - 60,
      claims: changes.claims ?? (JSON.parse(account.customAttributes ?? '{}') as Record<string, unknown>),
      // Staff sign in with a password and their authenticator app's code.
      ...(changes.secondFactor !== null && { secondFactor: changes.secondFactor ?? 'totp' }),
    }),
    googleKey,
  );

const abandoned = { status: 'abandoned', attempts: 8, at: new Date('2025-06-01T21:00:00Z'), error: '421' };

/** Every call the inbox answers: a refused token must change nothing whichever it is. */
const calls: [string, Omit<InboxRequest, 'headers'>][] = [
  ['list', { method: 'GET', path: '/api/inbox/messages', query: {} }],
  ['open', { method: 'GET', path: `/api/inbox/messages/${messageId(1)}`, query: {} }],
  [
    'mark read',
    { method: 'POST', path: `/api/inbox/messages/${messageId(1)}/read`, query: {}, body: '{"read":true}' },
  ],
  ['send again', { method: 'POST', path: `/api/inbox/messages/${messageId(2)}/resend`, query: {} }],
  ['delete', { method: 'DELETE', path: `/api/inbox/messages/${messageId(1)}`, query: {} }],
  ['export', { method: 'GET', path: '/api/inbox/export.csv', query: {} }],
];

let app: App;
let google: ReturnType<typeof stubGoogleAuth>;
const accounts = new Map<string, GoogleAccount>();

function setUp() {
  const store = createMemoryInboxStore([
    { id: messageId(1), data: storedMessage() },
    { id: messageId(2), data: storedMessage({ delivery: abandoned }) },
  ]);
  const audit = createMemoryAuditLog();
  const limiter = createCountingLimiter();
  const sent: string[] = [];
  const deps: InboxDeps = {
    verifier: createFirebaseStaffVerifier(getAuth(app)),
    store,
    audit,
    limiter,
    retentionDays: 730,
    now: () => now,
    sendAgain: (id) => {
      sent.push(id);
      return Promise.resolve();
    },
    log: { info: () => undefined, error: () => undefined },
  };
  return { deps, store, audit, limiter, sent };
}

/** Runs every call with `authorization`; each must be refused with `status` and leave no trace. */
async function expectRefusedEverywhere(authorization: string | undefined, status: number, code: string) {
  for (const [, call] of calls) {
    const { deps, store, audit, limiter, sent } = setUp();
    const before = store.snapshot();
    const response = await handleInboxRequest(deps, { ...call, headers: { authorization } });
    expect({
      status: response.status,
      code: (JSON.parse(response.body) as { error: { code: string } }).error.code,
    }).toEqual({ status, code });
    expect(store.snapshot()).toBe(before);
    expect(audit.entries).toEqual([]);
    expect(limiter.hits).toEqual([]);
    expect(sent).toEqual([]);
  }
}

beforeAll(() => {
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  google = stubGoogleAuth(projectId, [googleKey], accounts);
  // A credential that never leaves the machine: the account lookup needs an access token.
  const credential = {
    getAccessToken: () => Promise.resolve({ access_token: 'test-token', expires_in: 3600 }),
  };
  app = initializeApp({ projectId, credential }, 'staff-access-test');
});
beforeEach(() => {
  accounts.clear();
  accounts.set(staffAccount.localId, staffAccount);
  accounts.set(visitorAccount.localId, visitorAccount);
});
afterEach(() => {
  google.lookups.length = 0;
});
afterAll(async () => {
  google.stop();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await deleteApp(app);
});

describe('the inbox behind firebase-admin verifyIdToken (production mode)', () => {
  it('given a valid staff token, should answer every call (the control the refusals are measured against)', async () => {
    for (const [name, call] of calls) {
      const { deps } = setUp();
      const response = await handleInboxRequest(deps, {
        ...call,
        headers: { authorization: `Bearer ${tokenFor(staffAccount)}` },
      });
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });

  it('given no Authorization header, should refuse with 401 and change nothing', async () => {
    await expectRefusedEverywhere(undefined, 401, 'unauthenticated');
    expect(google.lookups).toEqual([]);
  });

  it('given a token that expired an hour ago, should refuse with 401 and change nothing', async () => {
    await expectRefusedEverywhere(
      `Bearer ${tokenFor(staffAccount, { issuedAt: nowSeconds - 7200 })}`,
      401,
      'unauthenticated',
    );
  });

  it('given a token signed with another key under Google key id, should refuse with 401 and change nothing', async () => {
    const claims = idTokenClaims({
      projectId,
      uid: staffAccount.localId,
      email: staffAccount.email,
      issuedAt: nowSeconds - 60,
      claims: { staff: true },
    });
    await expectRefusedEverywhere(`Bearer ${signJwt(claims, otherKey)}`, 401, 'unauthenticated');
  });

  it('given an unsigned token (alg none, as the Auth emulator issues) outside emulator mode, should refuse with 401', async () => {
    const claims = idTokenClaims({
      projectId,
      uid: staffAccount.localId,
      email: staffAccount.email,
      issuedAt: nowSeconds - 60,
      claims: { staff: true },
    });
    await expectRefusedEverywhere(`Bearer ${signJwt(claims, null)}`, 401, 'unauthenticated');
  });

  it("given another project's token (its aud and iss), signed by Google, should refuse with 401", async () => {
    await expectRefusedEverywhere(
      `Bearer ${tokenFor(staffAccount, { projectId: 'someone-elses-project' })}`,
      401,
      'unauthenticated',
    );
  });

  it('given a signed-in account without the staff claim, should refuse with 403 and change nothing', async () => {
    await expectRefusedEverywhere(`Bearer ${tokenFor(visitorAccount)}`, 403, 'permission-denied');
  });

  it('given a staff token signed in with the password alone, should refuse with 403 and change nothing', async () => {
    await expectRefusedEverywhere(
      `Bearer ${tokenFor(staffAccount, { secondFactor: null })}`,
      403,
      'permission-denied',
    );
  });

  it('given a staff token whose second factor was a text message, not the authenticator app, should refuse it', async () => {
    await expectRefusedEverywhere(
      `Bearer ${tokenFor(staffAccount, { secondFactor: 'phone' })}`,
      403,
      'permission-denied',
    );
  });

  it('given a revoked account (claim removed, refresh tokens revoked) and a token issued before, should refuse with 401', async () => {
    const token = tokenFor(staffAccount);
    // What `pnpm staff revoke` does: the claim goes and tokens authenticated before now stop working.
    accounts.set(staffAccount.localId, {
      ...staffAccount,
      customAttributes: '{}',
      validSince: String(nowSeconds),
    });
    await expectRefusedEverywhere(`Bearer ${token}`, 401, 'unauthenticated');
    expect(google.lookups.length).toBeGreaterThan(0);
  });

  it('given a disabled account, should refuse with 401', async () => {
    const token = tokenFor(staffAccount);
    accounts.set(staffAccount.localId, { ...staffAccount, disabled: true });
    await expectRefusedEverywhere(`Bearer ${token}`, 401, 'unauthenticated');
  });

  it('given a token whose account was deleted, should refuse with 401', async () => {
    const token = tokenFor(staffAccount);
    accounts.delete(staffAccount.localId);
    await expectRefusedEverywhere(`Bearer ${token}`, 401, 'unauthenticated');
  });
});
