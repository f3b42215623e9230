import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { localBackendPlugin } from './vite/localBackendPlugin.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), localBackendPlugin(), reactRouter()],
  optimizeDeps: {
    include: ['@rico/design-system > @vanilla-extract/recipes/createRuntimeFn'],
  },
});
