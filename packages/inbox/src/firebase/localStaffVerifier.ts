import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { StaffVerifier } from '../auth/staffVerifier';
import { createEmulatorStaffVerifier } from './emulatorStaffVerifier';

const localAppName = 'rico-inbox-local';

/**
 * The local backend's staff check: firebase-admin talking to the Firebase Authentication emulator
 * named by FIREBASE_AUTH_EMULATOR_HOST (host:port), with `issuedHere` saying which tokens the site's
 * sign-in handed out. Null while the variable is unset: the inbox then says the sign-in is not
 * running yet, and the rest of the site works without it.
 */
export function createLocalStaffVerifier(
  projectId: string,
  issuedHere: (idToken: string) => boolean,
  env: NodeJS.ProcessEnv = process.env,
): StaffVerifier | null {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return null;
  // firebase-admin reads the variable itself, when the Auth instance is made.
  const app =
    getApps().find((existing) => existing.name === localAppName) ??
    initializeApp({ projectId }, localAppName);
  return createEmulatorStaffVerifier(getAuth(app), issuedHere);
}
