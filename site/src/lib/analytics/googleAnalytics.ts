import { getApps, initializeApp } from 'firebase/app';
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
} from 'firebase/analytics';
import { firebaseOptions } from '../firebase/config';
import { grantedConsent, withdrawnConsent, type AnalyticsClient } from './types';
import { reportWebVitals } from './webVitals';

/**
 * Google Analytics 4 through Firebase, started only after Accept. Firebase's consent types default
 * to granted, so the Consent Mode signals are set before initialising: Firebase sends them as the
 * tag's defaults ahead of its first command.
 */
export async function startGoogleAnalytics(): Promise<AnalyticsClient | null> {
  // Browsers without cookies or IndexedDB (some private modes) cannot run it.
  if (!(await isSupported())) return null;
  setConsent(grantedConsent);
  const app = getApps()[0] ?? initializeApp(firebaseOptions);
  const analytics = initializeAnalytics(app, {
    config: {
      // Page views are sent by the site, one per page once the visitor has accepted.
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    },
  });
  let enabled = true;
  const client: AnalyticsClient = {
    event(name, params) {
      if (enabled) logEvent(analytics, name, params);
    },
    stop() {
      enabled = false;
      setConsent(withdrawnConsent);
      setAnalyticsCollectionEnabled(analytics, false);
    },
    resume() {
      enabled = true;
      setConsent(grantedConsent);
      setAnalyticsCollectionEnabled(analytics, true);
    },
  };
  reportWebVitals((name, params) => client.event(name, params));
  return client;
}
