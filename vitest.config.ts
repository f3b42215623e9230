import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { VisualGate } from './.storybook/visualGate';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { hungAfterMs, waitAtMostMs } from './scripts/patience.ts';
import { pinnedChromium } from './scripts/pinnedChromium.ts';
import { consoleLine, diagnostics, listReporter } from './scripts/testLog.ts';
import TestOrderSequencer from './scripts/testOrder.ts';
import { capturedThemes, comparatorOptions, modeOfCapture, storyProjects } from './scripts/visualMatrix.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

// Screenshots are taken in the Chromium build the lockfile pins, never the machine's: the same
// commit gets the same pixels on every machine. Where it cannot run, the stories still run (play
// functions, axe) in the machine's Chromium and the run says plainly that nothing was compared.
const pinned = pinnedChromium();
const gate: VisualGate =
  pinned.kind === 'ready' ? { compare: true } : { compare: false, reason: pinned.reason };
const launchOptions =
  pinned.kind === 'ready'
    ? { executablePath: pinned.executablePath, args: chromiumArgs, env: { ...process.env, ...pinned.env } }
    : { executablePath: chromiumPath(), args: chromiumArgs };
// The gate's self-test (scripts/visualSelfTest.ts) names the regressions to plant. It runs beside the
// main Vitest run at low priority, so it writes its diffs apart from the gate's and waits longer for a
// picture: a planted change must fail as a mismatch, not because the processors were busy elsewhere.
const plants = process.env.VISUAL_PLANTS ? process.env.VISUAL_PLANTS.split(',') : [];
const selfTest = plants.length > 0;

interface ScreenshotPathData {
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
  project?: { name: string };
}

// Where Storybook's Vitest plugin reads a project's initial globals from (its `initialGlobals` option).
const storybookInitialGlobals = 'storybook/test-initial-globals';

/**
 * Where a capture's baseline (or diff) lives: the folder of its theme and width, then the story file's
 * path and the capture's name without the theme. Vitest passes the project in the path data, though its
 * types do not list it: if that ever changes, this says so instead of comparing against another
 * mode's baselines.
 */
function capturePath(root: string, data: ScreenshotPathData): string {
  const { mode, name } = modeOfCapture(data.project?.name ?? 'no project', data.arg);
  return path.join(root, mode.dir, data.testFileDirectory, data.testFileName, `${name}${data.ext}`);
}

/*
 * Every story runs once per width: one Vitest project per width, each renders the story, plays it,
 * checks it with axe and compares a screenshot, then shows the same render in the dark theme, compares
 * that and runs axe's colour rules on it (.storybook/vitest.visual.ts). A story that sets its own
 * `globals.viewport` or `globals.theme` keeps it. The projects are instances of one browser project, so
 * they share one Vite server: the stories, the design system and its vanilla-extract styles are
 * transformed and pre-bundled once, not once per width. The width (and the theme a story is played in)
 * reaches Storybook as its initial globals, through the key its Vitest plugin reads them from.
 */
const stories = {
  // storybookTest() applies .storybook/main.ts's viteFinal itself; no root plugins here.
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions }),
      instances: storyProjects.map((project) => ({
        browser: 'chromium' as const,
        name: project.name,
        provide: {
          [storybookInitialGlobals]: {
            theme: capturedThemes[0],
            viewport: { value: project.viewport, isRotated: false },
          },
        },
      })),
      // Vitest gives a browser 60 s to connect and then drops its files without a test failing: under
      // load the first connection (Vite transforming the stories) took longer, and a census run lost 14
      // files that way. The shared deadline ends only a hang.
      connectTimeout: waitAtMostMs,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions,
          // The page is already at rest (settledFrame); this only ends a capture that never gets two
          // identical frames. 5 s (the default) failed tall pages on a loaded machine.
          timeout: waitAtMostMs,
          resolveScreenshotPath: (data: ScreenshotPathData) =>
            capturePath(path.join(dirname, 'visual-baselines'), data),
          resolveDiffPath: (data: ScreenshotPathData) =>
            capturePath(
              path.join(dirname, '.vitest-attachments', selfTest ? 'visual-self-test' : 'visual'),
              data,
            ),
        },
      },
    },
    // A busy shared machine makes stories slow, never wrong: time is not what these tests judge.
    testTimeout: hungAfterMs,
    hookTimeout: hungAfterMs, // the capture runs in an afterEach hook
    expect: { poll: { timeout: waitAtMostMs } },
    // No retry: a capture waits for a settled frame, so a second try could only hide a real
    // change (and the retry's screenshot would be looked up under a name no baseline has).
    setupFiles: [path.join(configDir, 'storyProblems.ts'), path.join(configDir, 'vitest.visual.ts')],
    provide: { visualGate: gate, visualPlants: plants },
  },
};

export default defineConfig({
  test: {
    // How much a run prints: scripts/testLog.ts.
    reporters: [
      listReporter,
      './scripts/visualReport.ts',
      './site/browsers/engineReport.ts',
      './scripts/flakeReport.ts',
    ],
    onConsoleLog: consoleLine,
    experimental: { diagnostics },
    sequence: { sequencer: TestOrderSequencer },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's 5 s default is a verdict on the machine's speed (scripts/patience.ts).
          testTimeout: hungAfterMs,
          hookTimeout: hungAfterMs,
          expect: { poll: { timeout: waitAtMostMs } },
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            '**/*.browser.test.{ts,tsx}',
            '**/*.rules.test.ts',
            'site/e2e/**',
            'site/browsers/**',
          ],
          // Radix and react-hook-form go through Vite like our own code, so a *.preact.test that swaps
          // React for preact/compat swaps it inside them too (as the browser build does), not only in our files.
          server: { deps: { inline: [/[\\/]@radix-ui[\\/]/, /[\\/]react-hook-form[\\/]/] } },
        },
      },
      stories,
      // The built site served as Firebase Hosting serves it, driven in Chromium (site/e2e).
      'site/vitest.e2e.config.ts',
      // The same build in Firefox ESR and WebKitGTK: a visitor's journeys in other engines (site/browsers).
      'site/vitest.browsers.config.ts',
      // Every story of the served Storybook in Chromium: no console error, no failed request.
      '.storybook/vitest.console.config.ts',
    ],
  },
});
