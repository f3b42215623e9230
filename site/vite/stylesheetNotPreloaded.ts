import type { Plugin } from 'vite';

/**
 * Keeps the site's stylesheet out of what an island's chunk loads with it. Vite fetches a chunk's
 * CSS beside its JavaScript when it is imported with import(), adding a <link crossorigin> of its own
 * (and its `modulePreload.resolveDependencies` hook cannot remove CSS). Here the stylesheet is one
 * file every page already has in part, inline, and adds whole once its islands have hydrated
 * (src/seo/criticalCss.tsx); fetched again with the first island it would compete with the islands'
 * code and arrive in a second copy (another request mode). The CSS file itself is still written.
 */
export function stylesheetNotPreloadedPlugin(): Plugin {
  return {
    name: 'rico:stylesheet-not-preloaded',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.viteMetadata?.importedCss.clear();
        }
      },
    },
  };
}
