import {
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_RECORD_KEY,
  readConsent,
  removeConsent,
  writeConsent,
  type ConsentChoice,
  type StorageGetter,
} from './consentStorage';

/** A choice, or 'unset' while none is stored (the banner shows). */
export type ConsentState = ConsentChoice | 'unset';

export interface ConsentPolicy {
  /**
   * The version of the site's cookie policy. A choice stored under another version (or before
   * versions were recorded) counts as no choice, so the banner asks again. Unset: any choice counts.
   */
  version?: string;
  /**
   * True when the browser already says no (e.g. Global Privacy Control): the state is then
   * 'declined' whatever is stored, and the banner does not ask.
   */
  browserRefuses?: () => boolean;
}

/** A tiny external store (for useSyncExternalStore) so every hook and banner on the page agrees. */
export interface ConsentStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ConsentState;
  choose: (choice: ConsentChoice) => void;
  clear: () => void;
  /** Sets the policy the stored choice is checked against (once, before the page renders). */
  configure: (policy: ConsentPolicy) => void;
  /** Whether the browser's own signal decides (then the visitor's stored choice does not matter). */
  refusedByBrowser: () => boolean;
}

export function createConsentStore(
  getStorage: StorageGetter,
  initialPolicy: ConsentPolicy = {},
  now: () => Date = () => new Date(),
): ConsentStore {
  const listeners = new Set<() => void>();
  let policy = initialPolicy;
  // When the browser refuses the write (private mode, quota), the choice still holds for this page
  // view, so the buttons visibly work; nothing is saved, so the next visit asks again.
  let unsavedChoice: ConsentChoice | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Another tab chose (or cleared): follow it, so two open tabs never disagree.
  const onStorage = (event: StorageEvent) => {
    const keys: (string | null)[] = [COOKIE_CONSENT_KEY, COOKIE_CONSENT_RECORD_KEY, null];
    if (keys.includes(event.key)) notify();
  };
  const refusedByBrowser = () => policy.browserRefuses?.() === true;

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
    getSnapshot: () =>
      refusedByBrowser() ? 'declined' : (readConsent(getStorage, policy.version) ?? unsavedChoice ?? 'unset'),
    choose(choice) {
      const record =
        policy.version === undefined ? undefined : { version: policy.version, date: now().toISOString() };
      unsavedChoice = writeConsent(getStorage, choice, record) ? null : choice;
      notify();
    },
    clear() {
      unsavedChoice = null;
      removeConsent(getStorage);
      notify();
    },
    configure(next) {
      policy = next;
      unsavedChoice = null;
      notify();
    },
    refusedByBrowser,
  };
}
