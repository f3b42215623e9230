/**
 * Hydration after the page has painted. React Router writes modulepreload links for every chunk
 * in <head> and a module script that imports them at once, so about 160 KB of JavaScript competes
 * with the stylesheet, the font and the text for a phone's first second. All content is already in
 * the prerendered HTML and its links work without JavaScript, so the build moves that work later:
 * the preloads go, and the same imports start when the page has loaded and painted and the browser
 * is idle, or as soon as the visitor touches, clicks, hovers, focuses or types.
 */

// React Router's bootstrap (see its <Scripts/>): the manifest, one namespace import per route
// module, the route-module map, then the entry's dynamic import.
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const manifestImport = /^import "([^"]+)";$/m;
const routeImport = /^import \* as (route\d+) from "([^"]+)";$/gm;
const routeModules = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const entryImport = /^import\("([^"]+)"\);$/m;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

const json = (value: unknown) => JSON.stringify(value);

function deferredBootstrap(body: string, preloads: readonly string[]): string {
  const manifest = manifestImport.exec(body)?.[1];
  const routes = [...body.matchAll(routeImport)].map(([, name = '', url = '']) => ({ name, url }));
  const modules = routeModules.exec(body)?.[1];
  const entry = entryImport.exec(body)?.[1];
  if (!manifest || !routes.length || !modules || !entry) {
    throw new Error(
      `React Router's bootstrap script changed shape; update src/runtime/deferredHydration.ts:\n${body}`,
    );
  }
  // Every chunk but the entry (which starts hydrating as soon as it runs), one per task: evaluating
  // them all at once is one long task on a slow phone. Dependencies come first in React Router's list.
  const chunks = preloads.filter((href) => href !== entry);
  return [
    'let started = false;',
    'const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));',
    'const hydrate = async () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${json(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  for (const href of ${json(chunks)}) {`,
    '    await import(href);',
    '    await nextTask();',
    '  }',
    `  const [, ${routes.map((r) => r.name).join(', ')}] = await Promise.all([import(${json(manifest)}), ${routes.map((r) => `import(${json(r.url)})`).join(', ')}]);`,
    `  window.__reactRouterRouteModules = ${modules};`,
    `  await import(${json(entry)});`,
    '};',
    'const whenIdle = () => (window.requestIdleCallback ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 1));',
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
    '  addEventListener(type, hydrate, { once: true, passive: true, capture: true });',
    '}',
    "if (document.readyState === 'complete') afterPaint();",
    "else addEventListener('load', afterPaint, { once: true });",
  ].join('\n');
}

/** The page with its modulepreload links removed and React Router's bootstrap deferred. */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map(([, href = '']) => href);
  const scripts = [...html.matchAll(bootstrapScript)];
  if (scripts.length !== 1)
    throw new Error(`Expected one React Router bootstrap script, found ${scripts.length}`);
  return html
    .replace(modulePreload, '')
    .replace(
      bootstrapScript,
      (_match, body: string) => `<script type="module">${deferredBootstrap(body, preloads)}</script>`,
    );
}
