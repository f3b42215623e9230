/** The localStorage key of the cookie choice and its two values. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/**
 * Beside it, under a key of its own so the choice's key keeps exactly its two values: which version
 * of the site's cookie policy the choice answered, and when it was made (JSON).
 */
export const COOKIE_CONSENT_RECORD_KEY = 'cookie-consent-record';
export const consentChoices = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** What the record key holds: the policy version the visitor answered and the ISO date of the answer. */
export interface ConsentRecord {
  version: string;
  date: string;
}

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

/** The stored record, or null when missing or not a record (hand-edited, an older format). */
export function readConsentRecord(getStorage: StorageGetter): ConsentRecord | null {
  try {
    const raw = getStorage()?.getItem(COOKIE_CONSENT_RECORD_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, date } = parsed as Record<string, unknown>;
    return typeof version === 'string' && typeof date === 'string' ? { version, date } : null;
  } catch {
    return null;
  }
}

/**
 * The stored choice, or null ("ask again") when none, unreadable, not one of the two values, or,
 * when `version` is given, made under another version of the policy (a new purpose needs a new
 * answer).
 */
export function readConsent(getStorage: StorageGetter, version?: string): ConsentChoice | null {
  try {
    const value = getStorage()?.getItem(COOKIE_CONSENT_KEY);
    if (!isChoice(value)) return null;
    if (version !== undefined && readConsentRecord(getStorage)?.version !== version) return null;
    return value;
  } catch {
    return null;
  }
}

/** Stores the choice (and its record); false when the browser refused (private mode, quota, blocked). */
export function writeConsent(
  getStorage: StorageGetter,
  choice: ConsentChoice,
  record?: ConsentRecord,
): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(COOKIE_CONSENT_KEY, choice);
    if (record) storage.setItem(COOKIE_CONSENT_RECORD_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the choice so the banner asks again; unreachable storage has nothing to forget. */
export function removeConsent(getStorage: StorageGetter): void {
  try {
    const storage = getStorage();
    storage?.removeItem(COOKIE_CONSENT_KEY);
    storage?.removeItem(COOKIE_CONSENT_RECORD_KEY);
  } catch {
    // Nothing we could read was stored, so there is nothing to remove.
  }
}
