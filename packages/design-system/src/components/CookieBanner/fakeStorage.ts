import type { ConsentStorage } from './consentStorage';

/** An in-memory Storage for Node tests; `fail` makes chosen methods throw like a browser does. */
export function fakeStorage(
  initial: Record<string, string> = {},
  fail: Partial<Record<keyof ConsentStorage, Error>> = {},
): ConsentStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  const guard = (method: keyof ConsentStorage) => {
    const error = fail[method];
    if (error) throw error;
  };
  return {
    items,
    getItem(key) {
      guard('getItem');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      guard('setItem');
      items.set(key, value);
    },
    removeItem(key) {
      guard('removeItem');
      items.delete(key);
    },
  };
}

export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
export const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');
