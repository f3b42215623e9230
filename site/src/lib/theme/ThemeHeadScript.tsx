import { themeHeadScript } from './themeHeadScript';

/*
 * Only the prerendered page carries the script: the browser never renders <head> (only the page's
 * islands hydrate), so the text is only the prerender's and no page's JavaScript holds it.
 */
const scriptText = { __html: themeHeadScript };

/** The head's theme script (see themeHeadScript.ts). Render it after the CSP <meta>, before any style. */
export function ThemeHeadScript() {
  return <script dangerouslySetInnerHTML={scriptText} />;
}
