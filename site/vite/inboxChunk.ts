import type { Plugin } from 'vite';
import { inboxChunkName, isInboxModule } from './clientChunks.ts';

/**
 * The staff inbox's chunk group (vite/clientChunks.ts), in the browser build only: its own modules
 * and nothing they import (the buttons, the fields, the tokens stay where every page finds them, or
 * the inbox's chunk and stylesheet would take in half the site's). Placed before the other groups,
 * so the inbox's style modules are its own and not the site's one stylesheet.
 *
 * A group that leaves its modules' imports where they are needs entries whose chunks may export more
 * than the entry (`preserveEntrySignatures: 'allow-extension'`, not React Router's 'exports-only').
 * Nothing imports an entry's chunk by its exports here: the client entry has none, and route modules
 * never load in the browser (src/islands). The prerender's server build keeps its settings.
 */
export function inboxChunkPlugin(): Plugin[] {
  return [inboxStylesOnlyWhereUsed, browserBuild, serverBuildWithoutStylesheet];
}

/**
 * Vanilla-extract compiles a style module by running it, and makes it import the CSS of every style
 * module that ran with it, so the cascade keeps their order. The site's style modules import `vars`
 * from the design system's one entry point, which runs all of its style modules, the inbox's
 * included: so every page's stylesheet took in the inbox's rules. Here, in the browser build, a
 * style module outside the inbox imports none of the inbox's CSS; the inbox's own style modules
 * still import theirs, and only the inbox's code imports them (its stylesheet comes after the
 * site's on its page, so its rules still win where they meet: src/seo/criticalCss.tsx).
 */
const inboxStylesOnlyWhereUsed: Plugin = {
  name: 'rico:inbox-styles-only-where-used',
  apply: 'build',
  enforce: 'post',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform: {
    filter: { id: /\.css\.ts$/ },
    handler(code, id) {
      if (isInboxModule(id)) return null;
      const kept = code.replace(inboxCssImport, '');
      return kept === code ? null : { code: kept, map: null };
    },
  },
};

/** `import "…/components/Inbox/X.css.ts.vanilla.css…";`, as vanilla-extract writes it. */
const inboxCssImport = /^import ["'][^"']*\/components\/Inbox\/[^"']*\.vanilla\.css[^"']*["'];?\n?/gm;

const browserBuild: Plugin = {
  name: 'rico:inbox-chunk',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  options(options) {
    return { ...options, preserveEntrySignatures: 'allow-extension' };
  },
  outputOptions(output) {
    const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
    const inbox = { name: inboxChunkName, test: isInboxModule, includeDependenciesRecursively: false };
    return { ...output, codeSplitting: { ...splitting, groups: [inbox, ...(splitting.groups ?? [])] } };
  },
};

/**
 * The prerender's server build writes a stylesheet too, which React Router copies into the client's
 * assets when the client has no file of that name. It only renders HTML, whose stylesheets come from
 * the client build (scripts/postbuild/criticalCss.ts); with the inbox's styles apart in the client
 * build only, its copy (every style in one file) would be a third stylesheet that no page links.
 */
const serverBuildWithoutStylesheet: Plugin = {
  name: 'rico:server-build-without-stylesheet',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name !== 'client',
  generateBundle(_options, bundle) {
    for (const [fileName, file] of Object.entries(bundle)) {
      if (file.type === 'asset' && fileName.endsWith('.css')) Reflect.deleteProperty(bundle, fileName);
    }
  },
};
