import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { StaffVerifier } from '../auth/staffVerifier';
import { createFirebaseStaffVerifier } from './staffVerifier';

const localAppName = 'rico-inbox-local';

/**
 * The local backend's staff check: firebase-admin talking to the Firebase Authentication emulator
 * named by FIREBASE_AUTH_EMULATOR_HOST (host:port), which issues unsigned tokens that firebase-admin
 * accepts only in that mode. Null while the variable is unset: the inbox then says the sign-in is
 * not running yet, and the rest of the site works without it.
 */
export function createLocalStaffVerifier(
  projectId: string,
  env: NodeJS.ProcessEnv = process.env,
): StaffVerifier | null {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return null;
  // firebase-admin reads the variable itself, when the Auth instance is made.
  const app =
    getApps().find((existing) => existing.name === localAppName) ??
    initializeApp({ projectId }, localAppName);
  return createFirebaseStaffVerifier(getAuth(app));
}
