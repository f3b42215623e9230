import type { Preview } from '@storybook/react-vite';
import '@rico/design-system';
import { allModes } from './modes';
import { viewports } from './viewports';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: a violation fails the story test, not just the panel.
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: { options: viewports },
    chromatic: { modes: { mobile: allModes.mobile, desktop: allModes.desktop } },
  },
  tags: ['autodocs'],
};
export default preview;
