import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { analyticsStandIn } from './analyticsStandIn.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    '../site/src/**/*.mdx',
    '../site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@storybook/addon-themes',
    'storybook-addon-pseudo-states',
  ],
  // Ahead of every addon's preview: the pseudo-states addon needs its channel before it loads.
  previewAnnotations: (entries = []) => [
    fileURLToPath(new URL('./pseudoStatesChannel.ts', import.meta.url)),
    ...entries,
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), analyticsStandIn()],
      // The day the job pages judge roles open on: fixed, so their screenshots do not change as
      // roles close with the calendar (the built site uses the build's own day).
      define: { 'import.meta.env.SITE_JOBS_DATE': JSON.stringify('2026-12-01') },
      // Pre-bundle everything stories import, so a cold cache (every fresh CI clone) never triggers
      // Vite's "optimized dependencies changed, reloading" mid-run, which fails every story.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@rico/design-system > @radix-ui/react-slot',
          '@rico/design-system > @radix-ui/react-navigation-menu',
          '@rico/design-system > @radix-ui/react-toast',
          '@rico/design-system > @radix-ui/react-checkbox',
          '@rico/design-system > lucide-react',
          '@rico/design-system > motion',
          '@rico/design-system > motion/mini',
          'chromatic/isChromatic',
          '@sinonjs/fake-timers',
          'react-router',
          'react-hook-form',
          '@hookform/resolvers/valibot',
          'valibot',
          'react-dom/client',
          'react/jsx-dev-runtime',
        ],
      },
    });
  },
};
export default config;
