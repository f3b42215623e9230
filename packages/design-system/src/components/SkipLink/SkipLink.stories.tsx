import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink, skipLinkTargetProps } from './SkipLink';
import { skipLinkDocs } from './SkipLink.docs';

const targetId = 'story-main';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { targetId, children: 'Skip to main content' },
  parameters: { layout: 'fullscreen', docs: { description: { component: skipLinkDocs } } },
  // A page shaped like the site's: the skip link first, a header with links, then the main region.
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header style={{ display: 'flex', gap: 16, padding: '24px 16px' }}>
        <a href="#home">Home</a>
        <a href="#about">About Us</a>
        <a href="#services">Services</a>
      </header>
      <main {...skipLinkTargetProps(targetId)} style={{ padding: 16 }}>
        <h1>Restaurant Tech. Retail Speed. Real Results.</h1>
        <a href="#demo">Request a Demo</a>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At rest it is off screen: the page looks as if it were not there. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab stop on the page: it shows over the top left corner, above the header. */
export const Focused: Story = {
  name: 'Shown on the first Tab',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.height).toBeGreaterThan(20);
  },
};

/** Enter moves focus into the main region, and the next Tab into its content, not back to the header. */
export const SkipsTheHeader: Story = {
  name: 'Enter skips the header',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Request a Demo' })).toHaveFocus();
  },
};
