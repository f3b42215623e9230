import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { browserLocalStorage, type ConsentChoice } from './consentStorage';
import { createConsentStore, type ConsentPolicy, type ConsentState } from './consentStore';

/** The page's one consent store, backed by localStorage. */
export const cookieConsentStore = createConsentStore(browserLocalStorage);

/**
 * Tells the page's consent store which policy version a stored choice must answer and which browser
 * signal counts as a refusal. Call it once, when the site's layout module loads, before any render.
 */
export const configureCookieConsent = (policy: ConsentPolicy) => cookieConsentStore.configure(policy);

/** True while the browser's own privacy signal (not a stored choice) decides. */
export const isConsentRefusedByBrowser = () => cookieConsentStore.refusedByBrowser();

/**
 * 'unknown' while prerendering and hydrating: the server cannot see localStorage, so the banner
 * renders nothing there and decides after mount, and a returning visitor never sees it flash.
 */
const getServerSnapshot = (): ConsentState | 'unknown' => 'unknown';

// Whether the page has said its hydration is over (see markPageHydrated).
let pageHydrated = false;

/**
 * Tells the consent readers that the page has hydrated: one that mounts from now on reads the stored
 * choice in its first render. A page whose cookie banner mounts late (the site's waits for its
 * stylesheet) calls it once its parts have hydrated; the banner then appears in the same frame as
 * anything else that waited for the same moment (the preview banner, which floats above it) instead
 * of a task or two later, when a busy phone may already have drawn the other in the wrong place.
 */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * The consent state including 'unknown' (not decided yet); the banner needs that distinction. Still
 * 'unknown' in the first client render: React renders the server snapshot while hydrating, but
 * preact/compat (the site's browser runtime) has no server snapshot, and the banner would then be
 * built inside the hydration task, lengthening the page's longest task. Just after mount, in both;
 * at once for a reader mounted after the page said it has hydrated.
 */
export function useConsentState(): ConsentState | 'unknown' {
  const [mounted, setMounted] = useState(() => pageHydrated);
  useEffect(() => {
    if (mounted) return;
    // In a task of its own: after the hydration task, not inside it.
    const timer = setTimeout(() => {
      setMounted(true);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [mounted]);
  const state = useSyncExternalStore(
    cookieConsentStore.subscribe,
    cookieConsentStore.getSnapshot,
    getServerSnapshot,
  );
  return mounted ? state : 'unknown';
}

export interface CookieConsent {
  /** The visitor's choice; null while none is stored (or before the page has hydrated). */
  consent: ConsentChoice | null;
  /** Store 'accepted' and hide the banner everywhere on the page. */
  accept: () => void;
  /** Store 'declined' and hide the banner everywhere on the page. */
  decline: () => void;
  /** Forget the choice so the banner asks again (e.g. from a "Cookie settings" link). */
  reset: () => void;
}

const accept = () => cookieConsentStore.choose('accepted');
const decline = () => cookieConsentStore.choose('declined');
const reset = () => cookieConsentStore.clear();

/** Reads the cookie choice; every component using it re-renders when the visitor chooses. */
export function useCookieConsent(): CookieConsent {
  const state = useConsentState();
  const consent = state === 'accepted' || state === 'declined' ? state : null;
  return useMemo(() => ({ consent, accept, decline, reset }), [consent]);
}
