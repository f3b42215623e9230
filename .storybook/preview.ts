import type { Preview } from '@storybook/react-vite';
import '@rico/design-system';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: a violation fails the story test, not just the panel.
    a11y: { test: 'error' },
    layout: 'padded',
  },
  tags: ['autodocs'],
};
export default preview;
