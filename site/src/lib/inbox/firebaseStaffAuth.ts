import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { firebaseOptions, targetsLocalBackend } from '../firebase/config';
import { codeChallenge, startTotpSetup, type TotpSetup } from './secondFactor';
import { failureOf, step } from './signInFailures';
import { SignInError, type StaffAuth, type StaffSession } from './staffAuth';

// The Auth SDK insists on an API key; the emulator accepts any.
const localApiKey = 'local-emulator';

// An app of its own: the contact form's (on another page, or beside it in Storybook) has no API key
// locally, and Auth needs one.
const appName = 'staff-inbox';

function createAuth(): Auth {
  const app =
    getApps().find((existing) => existing.name === appName) ??
    initializeApp(
      targetsLocalBackend ? { ...firebaseOptions, apiKey: localApiKey } : firebaseOptions,
      appName,
    );
  // No popup or redirect resolver: e-mail and password need neither Google's iframe nor third-party
  // storage, which Safari and Firefox block. The session survives a reload in IndexedDB (or
  // localStorage where IndexedDB is refused).
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (targetsLocalBackend) {
    // The local backend proxies the emulator's paths on the site's own origin, so the page's
    // Content-Security-Policy needs nothing but 'self' (packages/local-backend, authEmulatorProxy).
    connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  }
  return auth;
}

let staffAuth: StaffAuth | undefined;

/** Staff sign-in with Firebase Authentication's e-mail and password accounts; one per page. */
export function firebaseStaffAuth(): StaffAuth {
  staffAuth ??= createFirebaseStaffAuth();
  return staffAuth;
}

function createFirebaseStaffAuth(): StaffAuth {
  const auth = createAuth();
  // The step that finishes a sign-in stopped for the authenticator code, and a set-up under way.
  let pendingCode: ((code: string) => Promise<void>) | null = null;
  let setup: TotpSetup | null = null;
  return {
    // Production asks for the app's code; the emulator cannot check one.
    requiresSecondFactor: !targetsLocalBackend,
    subscribe(listener) {
      let latest = 0;
      return onIdTokenChanged(auth, (user) => {
        const turn = ++latest;
        if (!user) {
          listener({ status: 'signedOut' });
          return;
        }
        // The claim and the second factor travel in the ID token: read them from the token the API gets.
        void getIdTokenResult(user).then(
          (result) => {
            if (turn !== latest) return;
            const session: StaffSession = {
              status: 'signedIn',
              email: user.email ?? '',
              staff: result.claims.staff === true,
              secondFactor: result.signInSecondFactor === 'totp',
            };
            listener(session);
          },
          () => {
            if (turn === latest) listener({ status: 'signedOut' });
          },
        );
      });
    },
    async signIn(email, password) {
      pendingCode = null;
      try {
        await signInWithEmailAndPassword(auth, email, password);
        return 'signedIn';
      } catch (error) {
        pendingCode = codeChallenge(auth, error);
        if (pendingCode) return 'codeNeeded';
        throw new SignInError(failureOf(error));
      }
    },
    confirmCode: (code) =>
      step(async () => {
        if (!pendingCode)
          throw Object.assign(new Error('No code was asked for'), {
            code: 'auth/invalid-multi-factor-session',
          });
        await pendingCode(code);
        pendingCode = null;
      }),
    startSetup: () =>
      step(async () => {
        if (!auth.currentUser)
          throw Object.assign(new Error('Signed out'), { code: 'auth/requires-recent-login' });
        setup = await startTotpSetup(auth.currentUser);
        // Loaded only here: the QR encoder is needed once per member of staff, never by the list.
        const { encode } = await import('uqr');
        return { key: setup.key, uri: setup.uri, qrModules: encode(setup.uri, { border: 0 }).data };
      }),
    finishSetup: (code) =>
      step(async () => {
        if (!setup)
          throw Object.assign(new Error('No set-up under way'), { code: 'auth/requires-recent-login' });
        // The SDK takes the new ID token, which says the sign-in took the app's code: the page follows.
        await setup.finish(code);
        setup = null;
      }),
    signOut: () => {
      pendingCode = null;
      setup = null;
      return signOut(auth);
    },
    idToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
