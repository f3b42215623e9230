import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { localBackendPlugin } from './vite/localBackendPlugin.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), localBackendPlugin(), reactRouter()],
  // SITE_ORIGIN (the canonical origin, see src/content/origin.ts) reaches the app as import.meta.env.
  envPrefix: ['VITE_', 'SITE_ORIGIN'],
  optimizeDeps: {
    include: ['@rico/design-system > @vanilla-extract/recipes/createRuntimeFn'],
  },
});
