import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { browserTargets } from './vite/browserTargets.ts';
import { isEveryPageRadix, isFramework, isStylesheet } from './vite/clientChunks.ts';
import { compileHintsPlugin } from './vite/compileHints.ts';
import { inboxChunkPlugin } from './vite/inboxChunk.ts';
import { localBackendPlugin } from './vite/localBackendPlugin.ts';
import { stylesheetNotPreloadedPlugin } from './vite/stylesheetNotPreloaded.ts';
import { preactClientPlugin } from './src/runtime/preactClientPlugin.ts';

export default defineConfig({
  plugins: [
    preactClientPlugin(),
    vanillaExtractPlugin(),
    localBackendPlugin(),
    compileHintsPlugin(),
    stylesheetNotPreloadedPlugin(),
    ...inboxChunkPlugin(),
    reactRouter(),
  ],
  // SITE_ORIGIN (the canonical origin, see src/content/origin.ts) reaches the app as import.meta.env.
  envPrefix: ['VITE_', 'SITE_ORIGIN', 'SITE_JOBS_DATE'],
  build: {
    target: browserTargets,
    cssTarget: browserTargets,
    // No preload list for what an island's chunk imports: its import statements name every chunk it
    // needs, fetched at once when it arrives. Vite's helper (0.8 KB on every page) would name them a
    // moment sooner, and Firefox reports each preload of a module the page has already loaded as a
    // failed load.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: isFramework },
            { name: 'radix', test: isEveryPageRadix },
            { name: 'styles', test: isStylesheet },
          ],
        },
      },
    },
  },
  // Where Vite keeps pre-bundled dependencies; the dev-server test starts from an empty one of its own.
  cacheDir: process.env.SITE_VITE_CACHE_DIR ?? 'node_modules/.vite',
  optimizeDeps: {
    include: ['@rico/design-system > @vanilla-extract/recipes/createRuntimeFn'],
  },
});
