import type { AnalyticsClient, EventParams } from './types';

/*
 * The only analytics code in a first load: a few lines that load the real client (a chunk of its
 * own, with Firebase or the local stand-in, and web-vitals) once the visitor has accepted.
 */
let client: Promise<AnalyticsClient | null> | undefined;

/**
 * The build decides where analytics goes, by its variables alone (Vite inlines them, so the other
 * branch and its chunk are not even built): Google with a measurement id; the local backend's
 * stand-in in a build without a Firebase project; nowhere otherwise.
 */
async function loadClient(): Promise<AnalyticsClient | null> {
  if (import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) {
    return (await import('./googleAnalytics')).startGoogleAnalytics();
  }
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    return (await import('./localAnalytics')).startLocalAnalytics();
  }
  return null;
}

/** After Accept (on load or on the click): loads and starts analytics once; resumes it after a withdrawal. */
export function startAnalytics(): void {
  if (client) {
    void client.then((c) => c?.resume());
    return;
  }
  client = loadClient().catch((error: unknown) => {
    // Analytics failing to load (a blocker, a network blip) must never break the page.
    console.warn('Analytics did not start', error);
    return null;
  });
}

/** Withdrawal, or a decline found on load: nothing more is sent and the analytics cookies go. */
export function stopAnalytics(): void {
  void client?.then((c) => c?.stop());
  // Loaded only when an analytics cookie (all start with _ga) is there to delete: a visitor who
  // declined and has none downloads nothing.
  if (document.cookie.includes('_ga')) {
    void import('../consent/cookieCleanup').then((m) => m.deleteAnalyticsCookies());
  }
}

/** Sends an event if analytics runs (the visitor accepted); otherwise does nothing at all. */
export function trackEvent(name: string, params: EventParams = {}): void {
  void client?.then((c) => c?.event(name, params));
}

/** The page the visitor is on, without the query string (it could carry anything). */
export function trackPageView(): void {
  trackEvent('page_view', {
    page_location: `${window.location.origin}${window.location.pathname}`,
    page_path: window.location.pathname,
    page_title: document.title,
  });
}
