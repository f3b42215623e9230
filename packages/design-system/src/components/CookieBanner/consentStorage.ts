/** The localStorage key and values the spec names for the cookie choice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const consentChoices = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The part of the Web Storage API the consent code uses, so tests can pass a fake. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Returns the storage to use. Reaching `window.localStorage` can itself throw (a SecurityError when
 * the browser blocks site data), so callers get a function and call it inside their try block.
 */
export type StorageGetter = () => ConsentStorage | null | undefined;

/** localStorage in a browser; nothing on the server or while prerendering. */
export const browserLocalStorage: StorageGetter = () =>
  typeof window === 'undefined' ? null : window.localStorage;

const isChoice = (value: unknown): value is ConsentChoice =>
  consentChoices.some((choice) => choice === value);

/** The stored choice, or null ("ask again") when none, unreadable or not one of the two values. */
export function readConsent(getStorage: StorageGetter): ConsentChoice | null {
  try {
    const value = getStorage()?.getItem(COOKIE_CONSENT_KEY);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; false when the browser refused (private mode, quota, blocked storage). */
export function writeConsent(getStorage: StorageGetter, choice: ConsentChoice): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(COOKIE_CONSENT_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the choice so the banner asks again; unreachable storage has nothing to forget. */
export function removeConsent(getStorage: StorageGetter): void {
  try {
    getStorage()?.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Nothing we could read was stored, so there is nothing to remove.
  }
}
