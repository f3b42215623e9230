import {
  COOKIE_CONSENT_KEY,
  readConsent,
  removeConsent,
  writeConsent,
  type ConsentChoice,
  type StorageGetter,
} from './consentStorage';

/** A choice, or 'unset' while none is stored (the banner shows). */
export type ConsentState = ConsentChoice | 'unset';

/** A tiny external store (for useSyncExternalStore) so every hook and banner on the page agrees. */
export interface ConsentStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ConsentState;
  choose: (choice: ConsentChoice) => void;
  clear: () => void;
}

export function createConsentStore(getStorage: StorageGetter): ConsentStore {
  const listeners = new Set<() => void>();
  // When the browser refuses the write (private mode, quota), the choice still holds for this page
  // view, so the buttons visibly work; nothing is saved, so the next visit asks again.
  let unsavedChoice: ConsentChoice | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Another tab chose (or cleared): follow it, so two open tabs never disagree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) notify();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    getSnapshot: () => readConsent(getStorage) ?? unsavedChoice ?? 'unset',
    choose(choice) {
      unsavedChoice = writeConsent(getStorage, choice) ? null : choice;
      notify();
    },
    clear() {
      unsavedChoice = null;
      removeConsent(getStorage);
      notify();
    },
  };
}
