import { getApps, initializeApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { appCheckSiteKey, firebaseOptions, functionsRegion, targetsLocalBackend } from './config';

export interface FirebaseClient {
  db: Firestore;
  functions: Functions;
}

let client: FirebaseClient | undefined;

/**
 * The Firebase app, Firestore Lite (plain REST: a quarter of the full SDK's bytes, and the only
 * Firestore client the local backend can answer) and Functions, set up once per page.
 */
export function getFirebaseClient(): FirebaseClient {
  if (client) return client;
  const app = getApps()[0] ?? initializeApp(firebaseOptions);
  if (appCheckSiteKey) {
    // Before any call: the callable asks App Check for a token, and the function refuses calls without one.
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const db = getFirestore(app);
  const functions = getFunctions(app, functionsRegion);
  if (targetsLocalBackend) {
    // The local backend is mounted on the site's own server (pnpm dev, pnpm start), so both
    // "emulators" are the page's own origin.
    const { hostname, port, protocol } = window.location;
    const portNumber = Number(port) || (protocol === 'https:' ? 443 : 80);
    connectFirestoreEmulator(db, hostname, portNumber);
    connectFunctionsEmulator(functions, hostname, portNumber);
  }
  client = { db, functions };
  return client;
}
