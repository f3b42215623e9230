import type { Decorator } from '@storybook/react-vite';

/**
 * A margin round each inbox story, so a focus ring drawn outside a control at the story's edge is
 * seen whole (and captured whole) rather than cut by the frame.
 */
export const storyFrame: Decorator = (Story) => (
  <div style={{ padding: '1rem' }}>
    <Story />
  </div>
);
