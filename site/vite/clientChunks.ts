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
