import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validMessageData } from '@rico/contact';
import {
  seedStaff,
  startAuthEmulator,
  type RunningAuthEmulator,
  type SeededStaff,
} from '@rico/inbox/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRepoRoot } from './config';
import { startLocalBackend, type RunningBackend } from './server';
import { createFileMessageStore } from './store/fileMessageStore';
import {
  claimsOf,
  emulatorAdmin,
  forgeIdToken,
  forgeRefreshToken,
  identityToolkit,
  postJson,
  projectId,
  send,
  type Answer,
} from './testing/outsider';

/*
 * The ways in an outsider found, replayed against the local backend and firebase-tools' real Auth
 * emulator, through the site's own origin with no credentials. Each must be refused and leave the
 * emulator's accounts as they were; the inbox must stay shut to every token it yields.
 */

let emulator: RunningAuthEmulator;
let admin: ReturnType<typeof emulatorAdmin>;
let staff: SeededStaff;
let backend: RunningBackend;
let dataDir: string;
let site: string;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  admin = emulatorAdmin(emulator.host);
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', emulator.host);
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-outsider-'));
  const message = { ...validMessageData, interest: [...validMessageData.interest] };
  await createFileMessageStore(dataDir).create('StoredStoredStoredSt', {
    ...message,
    createdAt: new Date('2025-06-01T10:00:00Z'),
  });
  backend = await startLocalBackend({
    port: 0,
    dataDir,
    log: { info: () => undefined, error: () => undefined },
  });
  site = identityToolkit(backend.url);
});
beforeEach(async () => {
  // A way in that got through before would leave the staff account changed: each starts afresh.
  staff = await seedStaff(emulator.host);
});
afterAll(async () => {
  await backend.close();
  await emulator.stop();
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the inbox answers a token: 200 would mean every stored message. */
const inboxWith = async (token: string) =>
  (await send(`${backend.url}/api/inbox/messages`, { headers: { Authorization: `Bearer ${token}` } })).status;

/** The site's own sign-in, as the Auth SDK in the inbox page sends it. */
const siteSignIn = (email: string, password: string) =>
  postJson(
    `${site}/accounts:signInWithPassword?key=local-emulator`,
    { returnSecureToken: true, email, password, clientType: 'CLIENT_TYPE_WEB' },
    { Origin: backend.url },
  );

const refreshAtSite = (refreshToken: string, origin = backend.url) =>
  send(`${backend.url}/securetoken.googleapis.com/v1/token?key=local-emulator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

/** Refused as Identity Toolkit refuses, so the Auth SDK reads a code from it. */
function expectRefused(answer: Answer, status = 403) {
  expect({ status: answer.status, code: answer.json.error?.code }).toEqual({ status, code: status });
  expect(answer.json.error?.message).toMatch(/^[A-Z_]+( : .+)?$/);
  expect(answer.json.error?.errors).toEqual([
    expect.objectContaining({ message: answer.json.error?.message }),
  ]);
}

describe('the staff sign-in, from outside', () => {
  it("given the site's own sign-in, lookup and refresh, should pass them and open the inbox (the control)", async () => {
    const signedIn = await siteSignIn(staff.email, staff.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBe(backend.url);
    const idToken = signedIn.json.idToken as string;
    const lookup = await postJson(
      `${site}/accounts:lookup?key=local-emulator`,
      { idToken },
      { Origin: backend.url },
    );
    expect(lookup.json.users).toEqual([expect.objectContaining({ email: staff.email })]);
    const refreshed = await refreshAtSite(signedIn.json.refreshToken as string);
    expect(refreshed.status).toBe(200);
    expect(await inboxWith(idToken)).toBe(200);
    expect(await inboxWith(refreshed.json.id_token as string)).toBe(200);
  });

  it('1: given a ya29. bearer, should refuse listing, changing and deleting accounts', async () => {
    const before = await admin.accounts();
    const ya29 = { Authorization: 'Bearer ya29.x' };
    const listed = await postJson(
      `${site}/projects/${projectId}/accounts:query`,
      { returnUserInfo: true },
      ya29,
    );
    expectRefused(listed);
    expect(JSON.stringify(listed.json)).not.toContain('password');
    const changes = {
      localId: staff.uid,
      password: 'chosen-by-outsider',
      customAttributes: '{"staff":true}',
    };
    expectRefused(await postJson(`${site}/projects/${projectId}/accounts:update`, changes, ya29));
    const deletion = { localIds: [staff.uid], force: true };
    expectRefused(await postJson(`${site}/projects/${projectId}/accounts:batchDelete`, deletion, ya29));
    expect(await admin.accounts()).toEqual(before);
    expect((await siteSignIn(staff.email, 'chosen-by-outsider')).json.idToken).toBeUndefined();
  });

  it('2: given a reset code asked for and read back, or a real one, should refuse every step of the reset', async () => {
    expectRefused(
      await postJson(`${site}/accounts:sendOobCode?key=x`, {
        requestType: 'PASSWORD_RESET',
        email: staff.email,
      }),
    );
    const listed = await send(`${backend.url}/emulator/v1/projects/${projectId}/oobCodes`);
    expectRefused(listed);
    expect(listed.json.oobCodes).toBeUndefined();
    // Even holding a code the operator's emulator made, the site will not spend it.
    const oobCode = await admin.resetCode(staff.email);
    const before = await admin.accounts();
    expectRefused(
      await postJson(`${site}/accounts:resetPassword?key=x`, { oobCode, newPassword: 'outsider-1' }),
    );
    const query = new URLSearchParams({
      mode: 'resetPassword',
      oobCode,
      newPassword: 'outsider-2',
      apiKey: 'x',
    });
    expectRefused(await send(`${backend.url}/emulator/action?${query.toString()}`));
    expect(await admin.accounts()).toEqual(before);
    for (const password of ['outsider-1', 'outsider-2'])
      expect((await siteSignIn(staff.email, password)).json.idToken).toBeUndefined();
  });

  it("3: given another website's page, should allow it to read nothing and sign in nowhere", async () => {
    const evil = { Origin: 'https://evil.example' };
    const codes = await send(`${backend.url}/emulator/v1/projects/${projectId}/oobCodes`, { headers: evil });
    expectRefused(codes);
    expect(codes.headers.get('access-control-allow-origin')).toBeNull();
    const signIn = await postJson(
      `${site}/accounts:signInWithPassword?key=x`,
      { email: staff.email, password: staff.password, returnSecureToken: true },
      evil,
    );
    expectRefused(signIn);
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
    expect(signIn.json.idToken).toBeUndefined();
  });

  it('4: given a made-up Google assertion and a hand-written staff token, should create nothing and refuse the token', async () => {
    const before = await admin.accounts();
    const idp = await postJson(`${site}/accounts:signInWithIdp?key=x`, {
      postBody: 'id_token={"sub":"x","email":"m@evil.example"}&providerId=google.com',
      requestUri: 'http://localhost',
      returnSecureToken: true,
    });
    expectRefused(idp);
    expect(await admin.accounts()).toEqual(before);
    // The account such an assertion would have made, made here by the operator: no token written
    // for it by hand, nor for the staff account itself, opens the inbox.
    const made = await postJson(`${identityToolkit(`http://${emulator.host}`)}/accounts:signUp?key=x`, {
      email: 'm@evil.example',
      password: 'not-a-staff-password',
      returnSecureToken: true,
    });
    const issuedAt = claimsOf(made.json.idToken as string).iat;
    expect(
      await inboxWith(forgeIdToken(made.json.localId as string, 'm@evil.example', issuedAt, { staff: true })),
    ).toBe(401);
    expect(await inboxWith(forgeIdToken(staff.uid, staff.email, issuedAt, { staff: true }))).toBe(401);
  });

  it("5: given a custom token with the staff claim, for a new account or a revoked member's, should refuse it", async () => {
    const before = await admin.accounts();
    const custom = (uid: string) => ({
      token: JSON.stringify({ uid, claims: { staff: true } }),
      returnSecureToken: true,
    });
    expectRefused(await postJson(`${site}/accounts:signInWithCustomToken?key=x`, custom('x')));
    expect(await admin.accounts()).toEqual(before);
    // A token the emulator signed for an account with no staff claim cannot be given an address either.
    const other = await admin.signIn(staff.email, staff.password);
    const update = { idToken: other.json.idToken, email: 'x@evil.example' };
    expectRefused(await postJson(`${site}/accounts:update?key=x`, update));

    // `pnpm staff revoke`, then the revoked member's uid (the sub of their old token) tried again.
    const old = (await siteSignIn(staff.email, staff.password)).json.idToken as string;
    await promisify(execFile)('pnpm', ['staff', 'revoke', staff.email], {
      cwd: findRepoRoot(import.meta.dirname),
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    });
    const revoked = await admin.accounts();
    expectRefused(await postJson(`${site}/accounts:signInWithCustomToken?key=x`, custom(claimsOf(old).sub)));
    expect(await admin.accounts()).toEqual(revoked);
    expect(await inboxWith(old)).toBe(401);
  });

  it('given a refresh token written for a staff uid, should not refresh it into a staff token', async () => {
    const refreshed = await refreshAtSite(forgeRefreshToken(staff.uid, { staff: true }));
    expectRefused(refreshed, 400);
    expect(refreshed.json.id_token).toBeUndefined();
  });

  it('given a token the emulator issued past the site, or a claim taken away, should refuse it at once', async () => {
    const direct = (await admin.signIn(staff.email, staff.password)).json.idToken as string;
    expect(await inboxWith(direct)).toBe(401);
    const token = (await siteSignIn(staff.email, staff.password)).json.idToken as string;
    expect(await inboxWith(token)).toBe(200);
    // The claim removed without ending the session: the token still says staff, the account does not.
    await admin.update({ localId: staff.uid, customAttributes: '{}' });
    expect(await inboxWith(token)).toBe(403);
  });
});
