import { useSyncExternalStore } from 'react';

/** The sessionStorage key that remembers "dismissed" until the tab is closed. */
export const PREVIEW_BANNER_DISMISSED_KEY = 'preview-banner-dismissed';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// Reaching or using sessionStorage may throw (blocked site data): then the banner just shows again
// on the next page, which is harmless for a development helper.
const isDismissed = () => {
  try {
    return window.sessionStorage.getItem(PREVIEW_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};
const notOnServer = () => false;

/** Whether the banner was dismissed earlier in this browser session (false on the server). */
export function useDismissedForSession(): boolean {
  return useSyncExternalStore(subscribe, isDismissed, notOnServer);
}

export function dismissForSession(): void {
  try {
    window.sessionStorage.setItem(PREVIEW_BANNER_DISMISSED_KEY, 'true');
  } catch {
    // Not remembered: the caller also hides the banner for this page view.
  }
  notify();
}

/** Show the banner again (stories start from a fresh session with this). */
export function clearDismissal(): void {
  try {
    window.sessionStorage.removeItem(PREVIEW_BANNER_DISMISSED_KEY);
  } catch {
    // Nothing could have been stored.
  }
  notify();
}
