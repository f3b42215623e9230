import { useSyncExternalStore } from 'react';

/*
 * The page's first paint needs no stylesheet request. The build (scripts/postbuild/criticalCss.ts)
 * fills two slots the app renders in <head>: a <style> with the rules the page's own HTML uses, and a
 * <noscript> with the full stylesheet for visitors without JavaScript. With JavaScript, the full
 * stylesheet (states the HTML does not show yet: errors, toasts, menus) is added once the page has
 * hydrated, when it no longer competes with the first paint. The app renders the slots (production
 * only: the dev server links the stylesheet itself), so the prerender writes them where the build
 * expects them.
 */
export const criticalCssSlot = '<style data-critical-css=""></style>';
export const noScriptStylesheetSlot = '<noscript data-stylesheet=""></noscript>';
/**
 * Marks the stylesheet of an island that has its own (the staff inbox's), which the build links in
 * the head of the island's page: the full stylesheet goes before it, so the island's rules keep
 * winning where they meet the site's, as when both were one file.
 */
export const islandStylesheetAttribute = 'data-island-stylesheet';

const filledByTheBuild = { __html: '' };

export function StylesheetSlots() {
  return (
    <>
      <style data-critical-css="" dangerouslySetInnerHTML={filledByTheBuild} />
      <noscript data-stylesheet="" dangerouslySetInnerHTML={filledByTheBuild} />
    </>
  );
}

/**
 * Adds the full stylesheet, the one the build named in the no-script slot, once the page's parts
 * have hydrated (src/islands/hydrateIslands.ts), when it no longer competes with the first paint.
 * (Not React Router's <Links />: the browser never loads the router.)
 */
export function loadFullStylesheet() {
  const slot = document.querySelector('noscript[data-stylesheet]')?.textContent ?? '';
  const href = /href="([^"]+)"/.exec(slot)?.[1];
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('load', stylesheetSettled);
  link.addEventListener('error', stylesheetSettled);
  const islandSheet = document.querySelector(`link[${islandStylesheetAttribute}]`);
  // Before an island's own stylesheet (see islandStylesheetAttribute); else in <body>, where it
  // cannot be taken for one of the head's own, prerendered elements.
  if (islandSheet) islandSheet.before(link);
  else document.body.append(link);
}

// Whether the full stylesheet has arrived (or failed: a part waiting for it then shows unstyled
// rather than never). Without the split it always has: the dev server links it from the start, and
// a production page without the build's no-script slot (the built Storybook, which links every
// stylesheet itself) has nothing to wait for; there the cookie banner would otherwise never show.
let settled =
  !import.meta.env.PROD ||
  (typeof document !== 'undefined' && !document.querySelector('noscript[data-stylesheet]'));
const listeners = new Set<() => void>();
function stylesheetSettled() {
  settled = true;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True once the full stylesheet has arrived. What the prerendered HTML does not show has no rules in
 * the critical CSS: a part that appears later (the cookie banner) waits for this, or it would sit
 * unstyled in the page's flow for a moment and push the page about.
 */
export const useFullStylesheet = () =>
  useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
