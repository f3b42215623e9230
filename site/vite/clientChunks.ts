/*
 * How the browser bundle is split. With the design system's `sideEffects` flags, Rolldown would split
 * it per component into ~25 small chunks; two shared chunks mean fewer requests and better gzip. A
 * module grouped here is loaded with the group's chunk even where it was imported lazily, so anything
 * a page only needs later stays out: the contact form's controls (only /contact uses them), the
 * entrance animation (loaded when something first waits below the fold) and Firebase (loaded when the
 * visitor uses the form; `pnpm budget` checks it is in no first load).
 */
const packageDir = (name: string) => `node_modules/.pnpm/${name.replace('/', '+')}@`;
const designSystem = 'packages/design-system/src/';
// The site's own shared sections: their stylesheet would otherwise be a second render-blocking
// request on the home, EPOS and contact pages.
const siteSharedSections = 'site/src/routes/shared/';
// The cookie banner's words: every page loads them and the privacy page imports them too, so alone
// they would be a chunk and a request of their own.
const siteEveryPageModules = ['site/src/content/cookieBanner.ts'];

/** The runtime every page needs: the UI library (preact/compat in production) and the router. */
export function isFramework(id: string): boolean {
  return ['preact', 'react', 'react-dom', 'scheduler', 'react-router'].some((name) =>
    id.includes(packageDir(name)),
  );
}

const laterDesignSystemParts = [
  'components/Checkbox/',
  'components/CheckboxGroup/',
  'components/Field/',
  'components/TextInput/',
  'components/TextArea/',
  'components/HoneypotField/',
  // Only the privacy page shows the cookie settings form.
  'components/CookieSettings/',
  'components/Motion/playEntrance',
];

const isStyleModule = (id: string) => /\.css\.ts($|\.vanilla\.css)/.test(id);

/** The design system and the libraries its layout parts use (header, footer, toasts, cookie banner). */
export function isSharedUi(id: string): boolean {
  // Styles, though: one stylesheet per page blocks its first paint, not two (the contact page's
  // form). A style module's own JavaScript is only its class names.
  if (isStyleModule(id) && (id.includes(designSystem) || id.includes('site/src/'))) return true;
  if (id.includes(packageDir('@radix-ui/react-checkbox'))) return false;
  if (id.includes('node_modules/.pnpm/@radix-ui+') || id.includes(packageDir('lucide-react'))) return true;
  if (id.includes(siteSharedSections)) return true;
  if (siteEveryPageModules.some((module) => id.endsWith(module))) return true;
  const inDesignSystem = id.split(designSystem)[1];
  if (inDesignSystem === undefined) return false;
  return !laterDesignSystemParts.some((part) => inDesignSystem.startsWith(part));
}
