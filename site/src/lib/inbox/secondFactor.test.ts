import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  getIdTokenResult,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeChallenge, startTotpSetup } from './secondFactor';

/*
 * The staff sign-in's authenticator-app steps through the real Auth SDK, against a stand-in for
 * Identity Platform's REST API at the network boundary (nock): the Auth emulator has no TOTP, so
 * this is where the calls the SDK makes, and what our code hands it, are checked.
 */

const api = 'https://identitytoolkit.googleapis.com';
const email = 'sam@rico.example';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as Google issues it (the SDK reads, never checks, its payload); valid until 2100. */
const idToken = (secondFactor?: string) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({
    iss: 'https://securetoken.google.com/rico-prod',
    aud: 'rico-prod',
    sub: 'uid-1',
    user_id: 'uid-1',
    email,
    staff: true,
    iat: 1_700_000_000,
    exp: 4_102_444_800,
    auth_time: 1_700_000_000,
    firebase: { sign_in_provider: 'password', ...(secondFactor && { sign_in_second_factor: secondFactor }) },
  })}.c2lnbmF0dXJl`;

const account = { localId: 'uid-1', email, emailVerified: true, providerUserInfo: [] };
let asked: { path: string; body: Record<string, unknown> }[];
let app: FirebaseApp;
let auth: Auth;

/** Answers `path` (v1 or v2, any query) with `reply`, once or always, noting the body the SDK sent. */
function answer(path: string, reply: object, always = false) {
  const scope = nock(api).post((uri) => uri.startsWith(path));
  (always ? scope.times(Infinity) : scope)
    // nock 15 hands a reply function the fetch Request (one parameter; two would mean a callback).
    .reply(async (request: unknown) => {
      asked.push({ path, body: (await (request as Request).json()) as Record<string, unknown> });
      return [200, reply];
    });
}

beforeEach(() => {
  nock.disableNetConnect();
  asked = [];
  app = initializeApp(
    { apiKey: 'test-key', projectId: 'rico-prod', authDomain: 'rico-prod.firebaseapp.com' },
    'totp-test',
  );
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  // The SDK reads the account after each change of its tokens.
  answer('/v1/accounts:lookup', { users: [account] }, true);
});
afterEach(async () => {
  await deleteApp(app);
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('the authenticator app in the staff sign-in', () => {
  it('given an account with the app, should stop after the password and finish with its code', async () => {
    answer('/v1/accounts:signInWithPassword', {
      localId: 'uid-1',
      email,
      mfaPendingCredential: 'pending-1',
      mfaInfo: [{ mfaEnrollmentId: 'enrol-1', displayName: 'Authenticator app', totpInfo: {} }],
    });
    answer('/v2/accounts/mfaSignIn:finalize', { idToken: idToken('totp'), refreshToken: 'refresh-1' });
    const stopped = await signInWithEmailAndPassword(auth, email, 'a long staff password').catch(
      (error: unknown) => error,
    );
    const finish = codeChallenge(auth, stopped);
    expect(finish).not.toBeNull();
    expect(auth.currentUser).toBeNull();

    await finish?.('123456');
    expect(asked.find((call) => call.path === '/v2/accounts/mfaSignIn:finalize')?.body).toMatchObject({
      mfaPendingCredential: 'pending-1',
      mfaEnrollmentId: 'enrol-1',
      totpVerificationInfo: { verificationCode: '123456' },
    });
    const user = auth.currentUser;
    expect(user?.email).toBe(email);
    expect(user && (await getIdTokenResult(user)).signInSecondFactor).toBe('totp');
  });

  it('given another sign-in failure, should ask for no code', () => {
    expect(
      codeChallenge(auth, Object.assign(new Error('x'), { code: 'auth/invalid-credential' })),
    ).toBeNull();
  });

  it('given a signed-in account without the app, should show its key and address and enrol it with its code', async () => {
    answer('/v1/accounts:signInWithPassword', {
      localId: 'uid-1',
      email,
      idToken: idToken(),
      refreshToken: 'r',
      expiresIn: '3600',
    });
    answer('/v2/accounts/mfaEnrollment:start', {
      totpSessionInfo: {
        sharedSecretKey: 'JBSWY3DPEHPK3PXP',
        verificationCodeLength: 6,
        hashingAlgorithm: 'SHA1',
        periodSec: 30,
        sessionInfo: 'session-1',
        finalizeEnrollmentTime: '2100-01-01T00:00:00Z',
      },
    });
    answer('/v2/accounts/mfaEnrollment:finalize', { idToken: idToken('totp'), refreshToken: 'refresh-2' });
    const { user } = await signInWithEmailAndPassword(auth, email, 'a long staff password');

    const setup = await startTotpSetup(user);
    expect(setup.key).toBe('JBSWY3DPEHPK3PXP');
    expect(setup.uri).toBe(
      'otpauth://totp/Rico%20inbox:sam%40rico.example?secret=JBSWY3DPEHPK3PXP&issuer=Rico%20inbox&algorithm=SHA1&digits=6',
    );
    expect(asked.find((call) => call.path === '/v2/accounts/mfaEnrollment:start')?.body).toMatchObject({
      idToken: idToken(),
      totpEnrollmentInfo: {},
    });

    await setup.finish('654321');
    expect(asked.find((call) => call.path === '/v2/accounts/mfaEnrollment:finalize')?.body).toMatchObject({
      idToken: idToken(),
      totpVerificationInfo: { sessionInfo: 'session-1', verificationCode: '654321' },
      displayName: 'Authenticator app',
    });
    expect((await getIdTokenResult(user)).signInSecondFactor).toBe('totp');
  });
});
