import type { BrowserContext, Route } from 'playwright';

export const measurementId = 'G-E2ETEST';

/** The Firebase web app the Google-path build is made for: a fake project these tests answer for. */
export const googleBuildVariables = {
  VITE_FIREBASE_API_KEY: 'e2e-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'rico-e2e.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'rico-e2e',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:e2e',
  VITE_FIREBASE_MEASUREMENT_ID: measurementId,
};

/*
 * A stand-in for Google's gtag.js, served in its place: it reads the dataLayer as gtag.js does,
 * keeps the Consent Mode state, and for each event (only while analytics_storage is granted and
 * collection is not disabled) sets the _ga cookies and sends a hit in GA4's format, which the
 * tests count at the network boundary.
 */
const gtagScript = `(() => {
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  const consent = {};
  let id = '';
  const setCookie = (name, value) => (document.cookie = name + '=' + value + '; max-age=63072000; path=/');
  const hit = (name, params) => {
    if (consent.analytics_storage !== 'granted' || window['ga-disable-' + id]) return;
    if (!document.cookie.includes('_ga=')) setCookie('_ga', 'GA1.1.42.1763800000');
    setCookie('_ga_' + id.slice(2), 'GS1.1.1763800000');
    const query = new URLSearchParams({ v: '2', tid: id, en: name });
    for (const [key, value] of Object.entries(consent)) query.set('gcs.' + key, value);
    for (const [key, value] of Object.entries(params || {})) query.set('ep.' + key, String(value));
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' });
  };
  const handle = (args) => {
    if (args[0] === 'consent') Object.assign(consent, args[2]);
    if (args[0] === 'config') {
      id = args[1];
      if (args[2] && args[2].send_page_view !== false) hit('page_view', {});
    }
    if (args[0] === 'event') hit(args[1], args[2]);
  };
  dataLayer.forEach(handle);
  dataLayer.push = (...items) => { items.forEach(handle); return Array.prototype.push.apply(dataLayer, items); };
})();`;

/** A GA4 hit as the stand-in sends it: event name, consent state and event parameters. */
export interface Hit {
  en: string;
  consent: Record<string, string>;
  params: Record<string, string>;
}

export interface GoogleTraffic {
  /** Every request to an analytics host (tag, config, installations, hits). */
  analytics: string[];
  hits: Hit[];
  /** Requests to hosts nothing here answers for: any would be a leak. */
  unexpected: string[];
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify(body) });

function parseHit(url: URL): Hit {
  const entries = [...url.searchParams.entries()];
  const pick = (prefix: string) =>
    Object.fromEntries(
      entries.filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]),
    );
  return { en: url.searchParams.get('en') ?? '', consent: pick('gcs.'), params: pick('ep.') };
}

/**
 * Answers every https request of the context as Google would (nothing here can reach Google): the
 * tag, Firebase's app config and installation id, GA4 hits, and the contact form's Firestore write
 * and callable; anything else is refused and noted.
 */
export async function interceptGoogle(context: BrowserContext): Promise<GoogleTraffic> {
  const traffic: GoogleTraffic = { analytics: [], hits: [], unexpected: [] };
  await context.route(/^https:\/\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (url.hostname === 'firestore.googleapis.com') {
      return json(route, {
        commitTime: new Date().toISOString(),
        writeResults: [{ updateTime: new Date().toISOString() }],
      });
    }
    if (url.hostname.endsWith('.cloudfunctions.net')) return json(route, { result: null });
    traffic.analytics.push(request.url());
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: gtagScript });
    }
    if (url.hostname === 'firebase.googleapis.com') {
      return json(route, { measurementId, appId: googleBuildVariables.VITE_FIREBASE_APP_ID });
    }
    if (url.hostname === 'firebaseinstallations.googleapis.com') {
      return json(route, {
        name: 'projects/rico-e2e/installations/cAAAAAAAAAAAAAAAAAAAAA',
        fid: 'cAAAAAAAAAAAAAAAAAAAAA',
        refreshToken: 'e2e-refresh',
        authToken: { token: 'e2e-token', expiresIn: '604800s' },
      });
    }
    if (url.hostname.endsWith('google-analytics.com')) {
      traffic.hits.push(parseHit(url));
      return route.fulfill({ status: 204, headers: cors });
    }
    traffic.analytics.pop();
    traffic.unexpected.push(request.url());
    return route.abort();
  });
  return traffic;
}
