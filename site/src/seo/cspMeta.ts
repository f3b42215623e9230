/**
 * The page's Content-Security-Policy <meta> holds hashes of the page's inline scripts, known only once
 * the page is prerendered, so the app renders a <meta> with this placeholder (src/root.tsx) and the
 * build fills in the policy (scripts/postbuild/csp.ts). Rendering it, rather than inserting it
 * afterwards, keeps the <head> the browser hydrates identical to the one the client renders: Preact
 * matches head elements by position.
 */
export const cspPlaceholder = 'filled-in-by-the-build';

/**
 * What the app renders as the policy: the placeholder while prerendering, and in the browser the
 * policy the build filled in. React 19 keeps an existing <meta> in <head> only if it matches the one
 * it renders; with the placeholder it would add a second, invalid policy next to it.
 */
export function cspContent(): string {
  if (typeof document === 'undefined') return cspPlaceholder;
  const filledIn = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  return filledIn?.getAttribute('content') ?? cspPlaceholder;
}
