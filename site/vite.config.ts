import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { browserTargets } from './vite/browserTargets.ts';
import { isFramework, isSharedUi } from './vite/clientChunks.ts';
import { compileHintsPlugin } from './vite/compileHints.ts';
import { localBackendPlugin } from './vite/localBackendPlugin.ts';
import { preactClientPlugin } from './src/runtime/preactClientPlugin.ts';

export default defineConfig({
  plugins: [
    preactClientPlugin(),
    vanillaExtractPlugin(),
    localBackendPlugin(),
    compileHintsPlugin(),
    reactRouter(),
  ],
  // SITE_ORIGIN (the canonical origin, see src/content/origin.ts) reaches the app as import.meta.env.
  envPrefix: ['VITE_', 'SITE_ORIGIN'],
  build: {
    target: browserTargets,
    cssTarget: browserTargets,
    rolldownOptions: {
      output: {
        // Two shared chunks: see vite/clientChunks.ts for what is in them and what stays out.
        codeSplitting: {
          groups: [
            { name: 'framework', test: isFramework },
            { name: (id, graph) => (isSharedUi(id, graph) ? 'ui' : null) },
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
