import { Links } from 'react-router';
import { useHydrated } from '../lib/useHydrated';

/*
 * The page's first paint needs no stylesheet request. The build (scripts/postbuild/criticalCss.ts)
 * fills two slots the app renders in <head>: a <style> with the rules the page's own HTML uses, and a
 * <noscript> with the full stylesheet for visitors without JavaScript. With JavaScript, the full
 * stylesheet (states the HTML does not show yet: errors, toasts, menus) is added once the page has
 * hydrated, when it no longer competes with the first paint. The app renders the slots, rather than
 * the build inserting them, so the <head> the browser hydrates is the one the client renders; both
 * runtimes leave an element's prerendered inner HTML as it is while hydrating.
 */
export const criticalCssSlot = '<style data-critical-css=""></style>';
export const noScriptStylesheetSlot = '<noscript data-stylesheet=""></noscript>';

const filledByTheBuild = { __html: '' };

export function StylesheetSlots() {
  return (
    <>
      <style data-critical-css="" dangerouslySetInnerHTML={filledByTheBuild} suppressHydrationWarning />
      <noscript data-stylesheet="" dangerouslySetInnerHTML={filledByTheBuild} suppressHydrationWarning />
    </>
  );
}

/** React Router's stylesheet links, from the render after hydration on. */
export function StylesheetAfterHydration() {
  return useHydrated() ? <Links /> : null;
}
