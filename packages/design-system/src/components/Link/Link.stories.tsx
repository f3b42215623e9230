import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/privacy', children: 'Read our privacy policy' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      We only use your details to answer you. <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

/** At rest, hovered and focused from the keyboard, side by side, without pointing. A link has no disabled state. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('a') },
  render: (args) => (
    <StateGrid states={['rest', 'hover', 'focusVisible']}>{() => <Link {...args} />}</StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'a', ['hover', 'focusVisible']);
  },
};
