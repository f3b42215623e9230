import type { FirebaseOptions } from 'firebase/app';

/** The project the local backend answers for: `demo-` ids never reach a real Firebase project. */
export const localProjectId = 'demo-rico';

/**
 * True when the build has no Firebase project, so the form talks to the local backend on the
 * page's own origin. A build-time constant: Vite inlines the variable, so in a production build for
 * real Firebase every branch that tests it is dead code and dropped.
 */
export const targetsLocalBackend = !import.meta.env.VITE_FIREBASE_PROJECT_ID;

/** The sendContactEmail function's region (London by default, near the company and its visitors). */
export const functionsRegion = import.meta.env.VITE_FIREBASE_FUNCTIONS_REGION || 'europe-west2';

/** The web app's config; only projectId matters for the local backend. */
export const firebaseOptions: FirebaseOptions = targetsLocalBackend
  ? { projectId: localProjectId }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
      // Whichever of the form and analytics initialises the app first, both find it complete.
      measurementId: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID || undefined,
    };

/**
 * reCAPTCHA Enterprise site key for App Check. The production function enforces App Check, so a
 * build for real Firebase sets it; the local backend needs none.
 */
export const appCheckSiteKey: string | undefined = targetsLocalBackend
  ? undefined
  : import.meta.env.VITE_APPCHECK_SITE_KEY || undefined;
