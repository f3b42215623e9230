/*
 * How the browser bundle is split. A page loads its islands' code only (src/islands), so the rest
 * stays in the chunks Rolldown makes by itself, one per set of islands that shares it. Two groups
 * are joined on purpose: the UI runtime, which every island needs, and the stylesheet modules, so
 * the site has one stylesheet.
 *
 * Why not more: the design system's barrel entry point makes every component look imported by every
 * island, so a group found from the module graph takes in the whole design system (measured: the
 * home page's first load grew from 46.6 to 54.3 KB); Rolldown's own entries-aware grouping made 20
 * chunks of 65 KB, its route modules (never loaded in the browser) counting as entries.
 */
import { sep } from 'node:path';
import { reactModule } from '../src/runtime/preactClientPlugin.ts';

/** A module of the npm package `name`, wherever pnpm keeps it. */
const inPackage = (id: string, name: string) => id.includes(`${sep}node_modules${sep}${name}${sep}`);

/** The runtime every island needs: the UI library (preact/compat in production, with its `react`). */
export function isFramework(id: string): boolean {
  return (
    id === reactModule || ['preact', 'react', 'react-dom', 'scheduler'].some((name) => inPackage(id, name))
  );
}

const isStyleModule = (id: string) => /\.css\.ts($|\.vanilla\.css)/.test(id);

/**
 * Every stylesheet module, the design system's and the site's style modules and plain CSS (the brand
 * font's faces): one chunk, so one stylesheet, whose rules each page's first paint takes inline and
 * the rest links later (scripts/postbuild/criticalCss.ts). Its JavaScript is only class names.
 */
export const isStylesheet = (id: string) => isStyleModule(id) || /\.css($|\?)/.test(id);

const inboxRouteModule = `${sep}${['site', 'src', 'routes', 'inbox', 'InboxPage.tsx'].join(sep)}`;

/** Radix's primitives that the header (on every page) and the contact form are built on. */
const everyPageRadix = [
  'primitive',
  'react-context',
  'react-primitive',
  'react-use-layout-effect',
  'react-use-effect-event',
  'react-use-controllable-state',
  'react-use-callback-ref',
  'react-presence',
  'react-collection',
  'react-dismissable-layer',
  'react-visually-hidden',
  'react-id',
];

/**
 * Kept in one chunk, as they were when only visitors' islands used them: the staff inbox's dialog
 * uses some of them and not others, and split along that line they cost every page two more
 * requests and about 0.7 KB (each chunk compresses apart and names what it imports).
 */
export const isEveryPageRadix = (id: string) =>
  everyPageRadix.some((name) => inPackage(id, `@radix-ui${sep}${name}`));

/** Folders whose every module belongs to the staff inbox alone (but its route module). */
const inboxFolders = [
  ['site', 'src', 'routes', 'inbox'],
  ['site', 'src', 'lib', 'inbox'],
  ['packages', 'design-system', 'src', 'components', 'Inbox'],
  ['packages', 'inbox', 'src'],
].map((parts) => `${sep}${parts.join(sep)}${sep}`);
const inboxFiles = [
  ['site', 'src', 'islands', 'InboxIsland.tsx'],
  ['site', 'src', 'content', 'inbox.ts'],
  ['site', 'src', 'content', 'inboxApplications.ts'],
].map((parts) => `${sep}${parts.join(sep)}`);

/**
 * The staff inbox (/inbox): its island, its copy, its components and their styles, and Firebase
 * Authentication, in a chunk of their own; so the inbox's style modules make a stylesheet of their
 * own too, which only /inbox links (scripts/postbuild/criticalCss.ts). Joined with the site's one
 * stylesheet they would reach every visitor's page. Matched before `isStylesheet`.
 */
export function isInboxModule(id: string): boolean {
  const path = id.split('?')[0] ?? id;
  // The page's route module is a build entry of its own (never loaded in the browser): an entry
  // taken into a group takes the whole group with it into its chunk.
  if (path.endsWith(inboxRouteModule)) return false;
  return (
    inboxFolders.some((folder) => path.includes(folder)) ||
    inboxFiles.some((file) => path.endsWith(file) || path.includes(`${file}.`)) ||
    inPackage(path, '@firebase/auth') ||
    path.includes(`${sep}node_modules${sep}firebase${sep}auth${sep}`)
  );
}

/** The stylesheet of the inbox's chunk: `assets/inbox-<hash>.css`. */
export const inboxChunkName = 'inbox';
