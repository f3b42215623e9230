import { useContext } from 'react';
import { Scripts, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { heldFormAttribute, islandSelector } from './Island';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Starts the islands after the page has painted. All content is already in the prerendered HTML and
 * its links and form work without JavaScript, so no script competes with the stylesheet, the font and
 * the text for a phone's first second: the client entry is imported once the first contentful paint
 * has happened and the browser is idle, or as soon as the visitor touches, clicks, hovers, focuses or
 * types.
 */
export function deferredStart(entry: string): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  import(${json(entry)});`,
    '};',
    'const whenIdle = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1));',
    // After the first contentful paint (a fast connection can fire load before it), so the JavaScript
    // never competes with it; that paint is the largest one too. Where paint timing is missing, on load.
    'const afterPaint = () => {',
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return whenIdle();",
    '  const observer = new PerformanceObserver((list) => {',
    "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
    '    observer.disconnect();',
    '    whenIdle();',
    '  });',
    "  observer.observe({ type: 'paint', buffered: true });",
    '};',
    "for (const type of ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin']) {",
    '  addEventListener(type, start, { once: true, passive: true, capture: true });',
    '}',
    // A form of an island with no action of its own (only its script can handle it) sent before the
    // island has hydrated: nothing handled it (this listener hears it last), and its native sending
    // would only reload the page with the form's fields in the URL. Held instead, and sent again once
    // the island has hydrated (hydrateIslands).
    "addEventListener('submit', (event) => {",
    '  const form = event.target;',
    "  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;",
    `  if (!form.closest(${json(islandSelector)})) return;`,
    '  event.preventDefault();',
    `  form.setAttribute(${json(heldFormAttribute)}, '');`,
    '  start();',
    '});',
    "if (document.readyState === 'complete') afterPaint();",
    "else addEventListener('load', afterPaint, { once: true });",
  ].join('\n');
}

/**
 * The page's one script: in production the deferred start of the client entry (its URL from React
 * Router's build manifest); in development the entry at once, after the refresh runtime the dev
 * server's component transforms expect.
 */
export function IslandsScript() {
  const framework = useContext(FrameworkContext);
  if (!framework) return null;
  // React Router's build refuses an SPA fallback page without its own scripts. The site never serves
  // that page (every route is prerendered; the build deletes it), so it may have them.
  if (framework.isSpaMode) return <Scripts />;
  const { manifest } = framework;
  const body = import.meta.env.PROD
    ? deferredStart(manifest.entry.module)
    : `${manifest.hmr?.runtime ? `import ${json(manifest.hmr.runtime)};\n` : ''}import(${json(manifest.entry.module)});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: body }} />;
}
