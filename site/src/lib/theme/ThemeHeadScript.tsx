import { themeHeadScript } from './themeHeadScript';

/*
 * Only the prerendered page needs the script's text: in the browser it has run long before the app
 * hydrates, and hydrating leaves an element's prerendered inner HTML as it is (both runtimes, as for
 * the critical CSS slot in seo/criticalCss.tsx). So the production browser build renders it empty, and
 * its text, a kilobyte, stays out of every page's first-load JavaScript. Development renders it whole:
 * React's development build reports inner HTML that differs from the server's.
 */
const scriptText = { __html: import.meta.env.PROD && !import.meta.env.SSR ? '' : themeHeadScript };

/** The head's theme script (see themeHeadScript.ts). Render it after the CSP <meta>, before any style. */
export function ThemeHeadScript() {
  return <script dangerouslySetInnerHTML={scriptText} />;
}
