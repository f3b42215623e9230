import { createHash } from 'node:crypto';
import { escapeAttribute } from 'entities';
import { cspPlaceholder } from '../../src/seo/cspMeta';
import { analyticsSources } from './analyticsCsp';
import { inlineCode } from './inlineCode';
import { hasStaffSignIn, staffSignInSources } from './staffSignInCsp';

/**
 * Content-Security-Policy for the prerendered pages.
 *
 * React Router and React write inline scripts into every page (the router context, the module
 * imports, scroll restoration, streaming helpers) and their text changes with every build and
 * page. Rather than allow 'unsafe-inline', the build hashes each page's inline scripts into a
 * <meta http-equiv="Content-Security-Policy"> at the top of that page's <head>.
 *
 * A meta policy cannot carry frame-ancestors (nor report-uri or sandbox), so firebase.json sends a
 * second policy as a header with those. Browsers enforce both policies, so the header must not
 * restrict scripts itself (no script-src, no default-src) or it would block the hashed scripts.
 */

/**
 * The build-time variables that decide where the contact form sends data (see src/lib/firebase) and
 * whether analytics goes to Google (src/lib/analytics).
 */
export interface BackendEnv {
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_APPCHECK_SITE_KEY?: string;
  VITE_FIREBASE_MEASUREMENT_ID?: string;
}

export interface ExternalSources {
  connect: string[];
  script: string[];
  frame: string[];
  img?: string[];
}

/** What the page may reach besides its own origin: the contact form's backend and analytics. */
export function externalSources(env: BackendEnv): ExternalSources {
  const backend = backendSources(env);
  const analytics = analyticsSources(env);
  return {
    connect: [...backend.connect, ...analytics.connect],
    script: [...backend.script, ...analytics.script],
    frame: backend.frame,
    img: analytics.img,
  };
}

/**
 * What the contact form may reach besides the site's own origin. A build without a Firebase
 * project talks to the local backend on the same origin only; one for real Firebase adds Firestore
 * and the Cloud Functions host, and with App Check reCAPTCHA Enterprise's script, frame and the
 * token exchange.
 */
function backendSources(env: BackendEnv): ExternalSources {
  if (!env.VITE_FIREBASE_PROJECT_ID) return { connect: [], script: [], frame: [] };
  const firebase = ['https://firestore.googleapis.com', 'https://*.cloudfunctions.net'];
  if (!env.VITE_APPCHECK_SITE_KEY) return { connect: firebase, script: [], frame: [] };
  return {
    connect: [
      ...firebase,
      'https://content-firebaseappcheck.googleapis.com',
      'https://www.google.com/recaptcha/',
    ],
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/**
 * What one page may reach: what every page may (externalSources), and on the staff inbox's page
 * Firebase Authentication too. No visitor page may reach it.
 */
export function pageSources(external: ExternalSources, env: BackendEnv, html: string): ExternalSources {
  if (!hasStaffSignIn(html)) return external;
  return { ...external, connect: [...external.connect, ...staffSignInSources(env)] };
}

const noExternalSources: ExternalSources = { connect: [], script: [], frame: [] };

const quoted = (hashes: readonly string[]) => hashes.map((h) => `'${h}'`);

/**
 * The page's policy. Style attributes in the prerendered HTML (Radix writes a few, such as
 * `position:relative` on the navigation menu) need 'unsafe-hashes' plus their hashes; styles set
 * from script go through the CSSOM, which CSP does not govern.
 */
export function pagePolicy(
  scriptHashes: readonly string[],
  styleAttributeHashes: readonly string[] = [],
  external: ExternalSources = noExternalSources,
  styleElementHashes: readonly string[] = [],
): string {
  const styleAttributes = styleAttributeHashes.length
    ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)]
    : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...quoted(scriptHashes), ...external.script],
    ['style-src', "'self'", ...quoted(styleElementHashes), ...styleAttributes],
    ['img-src', "'self'", 'data:', ...(external.img ?? [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...external.connect],
    ['frame-src', ...(external.frame.length ? external.frame : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const distinctHashes = (texts: readonly string[]) => [...new Set(texts.map(sha256))];

/** CSP source expressions ('sha256-…') for every executable inline script, in document order. */
export const inlineScriptHashes = (html: string) => distinctHashes(inlineCode(html).scripts);

/** Hashes of the style attributes in the markup (script bodies excluded), as the browser parses them. */
export const styleAttributeHashes = (html: string) => distinctHashes(inlineCode(html).styleAttributes);

/** Hashes of the inline <style> elements (the page's critical CSS), as the browser reads their text. */
export const styleElementHashes = (html: string) => distinctHashes(inlineCode(html).styleElements);

const cspSlot = `<meta http-equiv="Content-Security-Policy" content="${cspPlaceholder}"/>`;

/**
 * The page with its policy filled into the slot the app renders right after <meta charset> and the viewport (see
 * src/seo/cspMeta.ts), so it precedes every script.
 */
export function withCspMeta(html: string, external: ExternalSources = noExternalSources): string {
  if (!html.includes(cspSlot)) throw new Error('Prerendered page has no Content-Security-Policy slot');
  const code = inlineCode(html);
  const policy = pagePolicy(
    distinctHashes(code.scripts),
    distinctHashes(code.styleAttributes),
    external,
    distinctHashes(code.styleElements),
  );
  // escapeAttribute touches only what a double-quoted value needs (& and "), so the policy's own quotes stay
  // readable in the served page; a function replacement, so a `$` in it is never a replacement pattern.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return html.replace(cspSlot, () => meta);
}
