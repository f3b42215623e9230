import { themeHeadScript } from './themeHeadScript';

/** The head's theme script (see themeHeadScript.ts). Render it after the CSP <meta>, before any style. */
export function ThemeHeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeHeadScript }} />;
}
