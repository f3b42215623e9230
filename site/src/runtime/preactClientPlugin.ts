import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * The browser bundle runs on preact/compat (about 10 KB gzip) instead of react + react-dom (about
 * 60 KB), which is most of what keeps a page's JavaScript within its budget (scripts/budget).
 * Only the production client build is switched: the prerender (the `ssr` environment) still renders
 * with React's react-dom/server, and dev, Storybook and the unit tests keep real React, so the HTML
 * that Preact hydrates (each island's, src/islands) is React's. The e2e suite runs against this build;
 * e2e/hydration.test.ts checks that every route hydrates to the very document it was prerendered as.
 *
 * `SITE_CLIENT_RUNTIME=react pnpm build` ships React instead (to rule Preact in or out when a bug
 * shows only in the built site); `pnpm budget` then fails: every page weighs about 57 KB (gzip) more (measured: the home page 101.2 KB against 43.9).
 */
const compatFor: Record<string, string> = {
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

// Resolved from the site (which depends on preact) whoever the importer is (Radix, the design system, ...).
const useOptimistic = fileURLToPath(new URL('./useOptimistic.ts', import.meta.url));
/** `react` in the browser build: preact/compat and the hook React Router 8 needs that compat lacks. */
export const reactModule = '\0rico:react';
const reactSource = [
  "export * from 'preact/compat';",
  "export { default } from 'preact/compat';",
  `export { useOptimistic } from ${JSON.stringify(useOptimistic)};`,
].join('\n');
const siteImporter = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

export function preactClientPlugin(): Plugin {
  return {
    name: 'rico:preact-client',
    enforce: 'pre',
    apply: (_config, { command }) => command === 'build' && process.env.SITE_CLIENT_RUNTIME !== 'react',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source) {
      if (source === 'react') return reactModule;
      const target = compatFor[source];
      if (!target) return null;
      return this.resolve(target, siteImporter, { skipSelf: true });
    },
    load(id) {
      return id === reactModule ? reactSource : null;
    },
  };
}
