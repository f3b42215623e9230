/*
 * The entry of the deployed functions (bundled by `pnpm functions:build` into
 * packages/functions/dist/index.js, the source firebase.json deploys). Module load does no I/O:
 * firebase-tools loads this file to discover the functions.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAdminDocumentDb } from './adminDocumentDb';
import { functionsLogger } from './functionsLogger';
import { createProductionFunctions } from './productionFunctions';
import { createSmtpSettingsMailer } from './smtpMailer';

initializeApp();

export const { sendContactEmail, submitContactForm, sendMissedContactEmails, stampMessageExpiry } =
  createProductionFunctions(() => ({
    db: createAdminDocumentDb(getFirestore()),
    createMailer: (smtp) => createSmtpSettingsMailer(smtp),
    log: functionsLogger,
  }));
