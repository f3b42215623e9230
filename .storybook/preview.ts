import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { configure } from 'storybook/test';
import { createElement } from 'react';
import { MotionProvider } from '@rico/design-system';
import '@rico/design-system';
import '@rico/design-system/web-font';
import { waitAtMostMs } from '../scripts/patience';
import { holdLongTimers } from './captureClock';
import { recordLayersAtPlayEnd } from './captureLayers';
import { DocsPage } from './DocsPage';
import { effectsBeforePlay } from './effectsBeforePlay';
import { allModes } from './modes';
import { recordPlayedStory } from './playedStory';
import { storiesWithMotion } from './storyMotion';
import { themeDecorators } from './themes';
import './canvasLayout.css';
import './docsTheme.css';
import { viewports } from './viewports';

/**
 * Test runs (Vitest browser mode) and Chromatic snapshots must not catch a component mid-animation:
 * there, motion is off. A story can set `parameters.motion`: 'on' keeps animations on (to test the
 * motion itself), 'none' renders it without any MotionProvider. `pnpm test:stories:motion` plays
 * every story with motion on, as designers see them in `pnpm storybook` (see storyMotion.ts).
 */
const animationsOff = !storiesWithMotion && (import.meta.env.MODE === 'test' || isChromatic());

// A play function's waitFor and findBy* wait for a state; testing-library's own deadline (one second)
// is one a busy machine reaches while the state is on its way, so they share the tests' deadline.
configure({ asyncUtilTimeout: waitAtMostMs });

if (animationsOff) {
  // Transitions off entirely (`none`, not a tiny duration: with every element's default
  // `transition-property: all`, a forced duration would make every style change transition, and
  // a read in the same frame would see the old value). Keyframe animations jump to their end in
  // 0.01 ms, so animationend still fires for code that waits for it (Radix Presence).
  const style = document.createElement('style');
  style.dataset.motion = 'off';
  style.textContent = `*, *::before, *::after {
  transition: none !important; scroll-behavior: auto !important;
  animation-duration: 0.01ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
}`;
  document.head.append(style);
}
// The screenshot runs: long timers held, and what the play function leaves recorded for the capture
// to check (captureClock.ts, captureLayers.ts). The story test projects capture; Chromatic holds too.
const captureRun = animationsOff;
const capturesHere = captureRun && import.meta.env.MODE === 'test';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: a violation fails the story test, not just the panel.
    a11y: { test: 'error' },
    // Every docs page has the same parts, usage guidance included (DocsPage.tsx).
    docs: { page: DocsPage },
    layout: 'padded',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Components',
          'Navigation',
          'Feedback',
          'Forms',
          'Blocks',
          'Motion',
          'Pages',
          ['Home', 'About', 'Services', 'Contact', 'Placeholders', 'Not Found'],
        ],
      },
    },
    viewport: { options: viewports },
    chromatic: { modes: allModes },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    ...themeDecorators,
    (Story, { parameters }) =>
      parameters.motion === 'none'
        ? createElement(Story)
        : createElement(
            MotionProvider,
            { disableAnimations: animationsOff && parameters.motion !== 'on' },
            createElement(Story),
          ),
    // Last, so outermost: the theme and the pseudo-states' classes are in place before a story plays.
    effectsBeforePlay,
  ],
  tags: ['autodocs'],
  beforeEach: () => (captureRun ? holdLongTimers() : undefined),
  afterEach: (context) => {
    if (!capturesHere) return;
    recordLayersAtPlayEnd();
    recordPlayedStory(context);
  },
};
export default preview;
