/**
 * What Google Analytics 4 through Firebase reaches, in builds with a measurement id only: Google's
 * tag (gtag.js) from Tag Manager, hits to (regional) google-analytics.com and analytics.google.com,
 * which may also use image pixels, Firebase's app config for the measurement id, and the
 * installation id analytics sends along. Google's own list for GA4 under a CSP, plus Firebase's.
 */
export function analyticsSources(env: { VITE_FIREBASE_MEASUREMENT_ID?: string }) {
  if (!env.VITE_FIREBASE_MEASUREMENT_ID) return { connect: [], script: [], img: [] };
  return {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://firebase.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}
