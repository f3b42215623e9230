/**
 * What a prerendered page makes the browser fetch on load, before the visitor does anything: its
 * stylesheets, and its scripts with everything they import statically. Chunks that a script
 * imports lazily with `import()` (the Firebase code behind the contact form, motion's features)
 * are not first-load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  scripts: string[];
  styles: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
// React Router marks stylesheet links with a trailing '#'; the file is the path alone.
const sitePath = (url: string) => new URL(url, 'http://site').pathname;

/** Asset URLs a page loads: modulepreloads, module scripts, the chunks its boot script names, stylesheets. */
export function pageAssets(html: string): FirstLoad {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(sitePath(href));
    if (rel === 'stylesheet') styles.add(sitePath(href));
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(sitePath(src));
  }
  // The inline module script that boots React Router (deferred until load by the build, see
  // src/runtime/deferredHydration.ts) names every chunk it loads as a string.
  for (const [, body = ''] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(/["'](\/[^"']+\.js)["']/g)) if (url) scripts.add(sitePath(url));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`), as site paths. */
export function staticImports(code: string, chunkUrl: string): string[] {
  const found = new Set<string>();
  for (const [, specifier] of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+)["']/g,
  )) {
    if (specifier?.startsWith('.') || specifier?.startsWith('/')) {
      found.add(new URL(specifier, `http://site${chunkUrl}`).pathname);
    }
  }
  return [...found];
}

/** The page's first-load scripts including their static import graph, and its stylesheets. */
export function firstLoad(clientDir: string, html: string): FirstLoad {
  const { scripts, styles } = pageAssets(html);
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const url = queue.shift();
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readFileSync(join(clientDir, url), 'utf8'), url));
  }
  return { scripts: [...seen], styles };
}

export const gzipBytes = (clientDir: string, url: string) =>
  gzipSync(readFileSync(join(clientDir, url))).length;
