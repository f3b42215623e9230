import { grantedConsent, withdrawnConsent, type AnalyticsClient } from './types';
import { reportWebVitals } from './webVitals';

/** The local backend's analytics route (packages/local-backend), on the site's own origin. */
const endpoint = '/__backend/analytics';
const twoYears = 2 * 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * A stand-in for Google Analytics in builds without a Firebase project: the same consent logic and
 * the same cookies (so withdrawal can be tried and tested), with every event recorded by the local
 * backend under .data/analytics/ (`pnpm analytics` prints them) instead of going to Google.
 */
export function startLocalAnalytics(): AnalyticsClient {
  let consent: Record<string, string> = { ...grantedConsent };
  const clientId = () => {
    // Google's format: version, domain depth, a random number and the first visit's time.
    const id =
      readCookie('_ga') ?? `GA1.1.${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
    document.cookie = `_ga=${id}; max-age=${twoYears}; path=/; SameSite=Lax`;
    document.cookie = `_ga_LOCAL=GS1.1.${Math.floor(Date.now() / 1000)}; max-age=${twoYears}; path=/; SameSite=Lax`;
    return id;
  };
  let enabled = true;
  const client: AnalyticsClient = {
    event(name, params) {
      if (!enabled) return;
      const body = JSON.stringify({ name, params, clientId: clientId(), consent });
      // A beacon still goes out when the page is being left (web vitals report then).
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
    },
    stop() {
      enabled = false;
      consent = { ...withdrawnConsent };
    },
    resume() {
      enabled = true;
      consent = { ...grantedConsent };
    },
  };
  reportWebVitals((name, params) => client.event(name, params));
  return client;
}
