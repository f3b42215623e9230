/// <reference types="vite/client" />

/*
 * The Firebase web config, supplied as environment variables and read at build time. With
 * no VITE_FIREBASE_PROJECT_ID the build targets the local backend on the page's own origin.
 */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Google Analytics 4 (G-…): with it, analytics after Accept goes to Google; without, nowhere or the local stand-in. */
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  /** reCAPTCHA Enterprise site key for App Check (production builds). */
  readonly VITE_APPCHECK_SITE_KEY?: string;
  /** Region of the sendContactEmail function; europe-west2 (London) unless set. */
  readonly VITE_FIREBASE_FUNCTIONS_REGION?: string;
}
