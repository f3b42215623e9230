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
import { SignInError, type SignInFailure, type StaffAuth, type StaffSession } from './staffAuth';

// The Auth SDK insists on an API key; the emulator accepts any.
const localApiKey = 'local-emulator';

/** The Auth SDK's error codes, by what staff are told. */
const failures: Record<string, SignInFailure> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'wrongCredentials',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/user-disabled': 'disabled',
  'auth/network-request-failed': 'offline',
};

const failureOf = (error: unknown): SignInFailure => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return failures[code] ?? 'unavailable';
};

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
  return {
    subscribe(listener) {
      let latest = 0;
      return onIdTokenChanged(auth, (user) => {
        const turn = ++latest;
        if (!user) {
          listener({ status: 'signedOut' });
          return;
        }
        // The claim travels in the ID token: read it from the token the API will get.
        void getIdTokenResult(user).then(
          (result) => {
            if (turn !== latest) return;
            const session: StaffSession = {
              status: 'signedIn',
              email: user.email ?? '',
              staff: result.claims.staff === true,
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
      try {
        await signInWithEmailAndPassword(auth, email, password);
      } catch (error) {
        throw new SignInError(failureOf(error));
      }
    },
    signOut: () => signOut(auth),
    idToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
