import { messagesCollection, sendContactEmailName, type SendContactEmailPayload } from '@rico/contact';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { httpsCallable } from 'firebase/functions';
import { getFirebaseClient } from './client';
import type { ContactBackend } from './contactSubmitter';

/** The callable sends one e-mail over SMTP; a visitor should not watch 'Sending...' for 70 s. */
const callableTimeoutMs = 30_000;

/**
 * The contact backend on Firebase: Firestore Lite for the document, the callable for the e-mail.
 * This module (and Firebase with it) is loaded only once the visitor starts using the form.
 */
export function createFirebaseContactBackend(): ContactBackend {
  const { db, functions } = getFirebaseClient();
  const messages = collection(db, messagesCollection);
  const sendContactEmail = httpsCallable<SendContactEmailPayload>(functions, sendContactEmailName, {
    timeout: callableTimeoutMs,
    // The function consumes each App Check token (replay protection), so each call needs a fresh one.
    limitedUseAppCheckTokens: true,
  });
  return {
    // The SDK's own id generator: 20 random letters and digits, exactly what the rules accept.
    newMessageId: () => doc(messages).id,
    // Lite's only write with the exists:false precondition is addDoc, which picks its own id and
    // reveals it only after the response. setDoc takes our id; creating-only is then the rules'
    // job: a write to an existing messages/{id} is an update, and updates are refused.
    createMessage: (id, data) => setDoc(doc(messages, id), { ...data, createdAt: serverTimestamp() }),
    sendContactEmail: async (payload) => {
      await sendContactEmail(payload);
    },
  };
}
