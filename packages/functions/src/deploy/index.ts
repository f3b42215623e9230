/*
 * The entry of the deployed functions (bundled by `pnpm functions:build` into
 * packages/functions/dist/index.js, the source firebase.json deploys). Module load does no I/O:
 * firebase-tools loads this file to discover the functions.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { createFirebaseStaffVerifier } from '@rico/inbox/firebase';
import { createAdminDocumentDb } from './adminDocumentDb';
import { functionsLogger } from './functionsLogger';
import { createProductionFunctions } from './productionFunctions';
import { createSmtpSettingsMailer } from './smtpMailer';

initializeApp();

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned tokens: outside the
 * emulators that would let anyone in, so the inbox refuses to start instead.
 */
function staffVerifier() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set outside the emulator: the inbox will not start.');
  }
  return createFirebaseStaffVerifier(getAuth());
}

export const {
  sendContactEmail,
  submitContactForm,
  sendMissedContactEmails,
  stampMessageExpiry,
  inboxApi,
  submitJobApplication,
  eraseExpiredApplications,
  maintainMessages,
} = createProductionFunctions(() => ({
  db: createAdminDocumentDb(getFirestore()),
  // The project's default bucket, private: storage.rules refuse every client.
  cvBucket: getStorage().bucket(),
  createMailer: (smtp) => createSmtpSettingsMailer(smtp),
  log: functionsLogger,
  staffVerifier: staffVerifier(),
}));
