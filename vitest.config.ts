import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

// Each browser project gets its own provider object: a shared one is mutated and projects mix up.
const browser = (viewport: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Screenshots here are byte-stable run to run, so any pixel that changes beyond anti-aliasing (threshold) fails.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
      resolveScreenshotPath: ({ testFileDirectory, testFileName, arg, ext }: ScreenshotPathData) =>
        path.join(dirname, 'visual-baselines', viewport, testFileDirectory, testFileName, `${arg}${ext}`),
      resolveDiffPath: ({ testFileDirectory, testFileName, arg, ext }: ScreenshotPathData) =>
        path.join(dirname, '.vitest-attachments', viewport, testFileDirectory, testFileName, `${arg}${ext}`),
    },
  },
});
interface ScreenshotPathData {
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
}

// Every story runs twice: at a desktop and at a mobile width. Each run plays the story, checks axe and
// compares a screenshot. A story that sets its own `globals.viewport` keeps it in both runs.
const storyProject = (name: string, viewport: 'desktop' | 'mobile') => ({
  // storybookTest() applies .storybook/main.ts's viteFinal itself; no root plugins here.
  plugins: [
    storybookTest({ configDir, initialGlobals: { viewport: { value: viewport, isRotated: false } } }),
  ],
  test: {
    name,
    browser: browser(viewport),
    // One more try for a story whose screenshot caught a frame in motion (seen about once in five
    // full runs on this shared 2-core machine, each time a different story); a real change fails both.
    retry: 1,
    setupFiles: [path.join(configDir, 'vitest.visual.ts')],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}', '**/*.rules.test.ts', 'site/e2e/**'],
          // Radix goes through Vite like our own code, so a *.preact.test that swaps React for
          // preact/compat swaps it inside Radix too (as the browser build does), not only in our files.
          server: { deps: { inline: [/[\\/]@radix-ui[\\/]/] } },
        },
      },
      storyProject('storybook', 'desktop'),
      storyProject('storybook-mobile', 'mobile'),
      // The built site served as Firebase Hosting serves it, driven in Chromium (site/e2e).
      'site/vitest.e2e.config.ts',
      // Every story of the served Storybook in Chromium: no console error, no failed request.
      '.storybook/vitest.console.config.ts',
    ],
  },
});
