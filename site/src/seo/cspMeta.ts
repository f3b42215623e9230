/**
 * The page's Content-Security-Policy <meta> holds hashes of the page's inline scripts, known only once
 * the page is prerendered, so the app renders a <meta> with this placeholder (src/root.tsx) and the
 * build fills in the policy (scripts/postbuild/csp.ts). Rendering it, rather than inserting it
 * afterwards, keeps the <head> the browser hydrates identical to the one the client renders: Preact
 * matches head elements by position.
 */
export const cspPlaceholder = 'filled-in-by-the-build';
