import type { ContactBackend } from './contactSubmitter';
import { createContactSubmitter } from './contactSubmitter';

let loading: Promise<ContactBackend> | undefined;

/**
 * Loads the Firebase code (a separate chunk) once. A failed load (e.g. a network blip) is
 * forgotten, so the next attempt tries again.
 */
export function loadContactBackend(): Promise<ContactBackend> {
  loading ??= import('./firebaseContactBackend').then(
    (module) => module.createFirebaseContactBackend(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading Firebase when the visitor starts on the form, so the submit does not wait for it. */
export function preloadContactBackend(): void {
  // A failure here is not the visitor's concern yet: the submit loads again and reports it.
  loadContactBackend().catch(() => undefined);
}

/** The site's contact submission: the real Firebase calls, loaded on first use. */
export const sendContactMessage = createContactSubmitter({ loadBackend: loadContactBackend });
