import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import {
  criticalCssSlot,
  islandStylesheetAttribute,
  noScriptStylesheetSlot,
} from '../../src/seo/criticalCss';
import { inboxChunkName } from '../../vite/clientChunks';

/** Islands with a stylesheet of their own (vite/clientChunks.ts), by the chunk that makes it. */
const islandChunks: Readonly<Record<string, string>> = { inbox: inboxChunkName };

const chunkOf = (sheet: string) => Object.values(islandChunks).find((chunk) => sheet.startsWith(`${chunk}-`));

/**
 * The site's one stylesheet (vite.config.ts joins every style module into it), beside the few of
 * islands kept apart from it. Should there ever be another, the build stops here: each page would
 * then need its own list.
 */
export function siteStylesheet(clientDir: string): string {
  const sheets = readdirSync(join(clientDir, 'assets')).filter(
    (name) => name.endsWith('.css') && !chunkOf(name),
  );
  if (sheets.length !== 1) throw new Error(`Expected one stylesheet in assets/, found ${sheets.join(', ')}`);
  return `/assets/${sheets[0] ?? ''}`;
}

/** Each island's own stylesheet, by island name: only the pages that have the island link it. */
export function islandStylesheets(clientDir: string): Record<string, string> {
  const sheets = readdirSync(join(clientDir, 'assets')).filter((name) => name.endsWith('.css'));
  return Object.fromEntries(
    Object.entries(islandChunks).flatMap(([island, chunk]) => {
      const sheet = sheets.find((name) => chunkOf(name) === chunk);
      return sheet ? [[island, `/assets/${sheet}`]] : [];
    }),
  );
}

// States the prerendered HTML never shows but a visitor can reach before hydration (native toggles,
// anchors, checkboxes, the theme the head script sets): their rules stay in the critical CSS.
const statesBeforeHydration = [/\[open\]/, /:target/, /:checked/, /\[data-theme/];

/**
 * Fills the page's stylesheet slots (src/seo/criticalCss.tsx): the rules its HTML uses, found by
 * beasties in the site's stylesheet, with every @font-face rule (the metric-matched fallback must
 * apply from the first paint, or text would move later); and the full stylesheet for no-script. A
 * page with an island that has a stylesheet of its own (the staff inbox) links it after the
 * critical CSS, in full: the first paint of that page waits for it, and no other page fetches it.
 */
export async function withCriticalCss(html: string, clientDir: string): Promise<string> {
  if (!html.includes(criticalCssSlot) || !html.includes(noScriptStylesheetSlot))
    throw new Error('Prerendered page has no stylesheet slots');
  const href = siteStylesheet(clientDir);
  const link = `<link rel="stylesheet" href="${href}"/>`;
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    logLevel: 'silent',
    pruneSource: false,
    reduceInlineStyles: false,
    preloadFonts: false,
    inlineFonts: false,
    allowRules: statesBeforeHydration,
  });
  // Beasties reads the stylesheets a page links: given one, it inlines what the page uses from it.
  const processed = await beasties.process(html.replace(criticalCssSlot, link));
  const inlined = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  if (inlined.length !== 1)
    throw new Error(`Expected beasties to inline one <style>, found ${inlined.length}`);
  const css = await readFile(join(clientDir, href), 'utf8');
  const fontFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  const ownSheets = Object.entries(islandStylesheets(clientDir))
    .filter(([island]) => html.includes(`data-island="${island}"`))
    .map(([, sheet]) => `<link rel="stylesheet" href="${sheet}" ${islandStylesheetAttribute}=""/>`)
    .join('');
  // Function replacements: CSS may contain `$&`-like sequences.
  return html
    .replace(
      criticalCssSlot,
      () =>
        criticalCssSlot.replace('></style>', `>${fontFaces.join('')}${inlined[0] ?? ''}</style>`) + ownSheets,
    )
    .replace(noScriptStylesheetSlot, () =>
      noScriptStylesheetSlot.replace('></noscript>', `>${link}</noscript>`),
    );
}
