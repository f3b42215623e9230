import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderPage } from './PlaceholderPage';

const meta = {
  title: 'Blocks/PlaceholderPage',
  component: PlaceholderPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The body of a page that is not built yet (Jobs, Careers, Blog, Privacy, Terms, the service',
          'pages other than EPOS, RicoTAP): a "Coming Soon" label, the page’s h1 and an optional',
          'message, with links on so the visitor is never at a dead end. Use it as the only content of',
          '`<main>`: it holds the page’s one h1. Not for the 404 page, which is an error, not a promise.',
        ].join(' '),
      },
    },
  },
  args: {
    eyebrow: 'Coming Soon',
    title: 'RicoTAP',
    message: 'Full product page coming soon...',
    primaryLink: { href: '/contact?topic=ricotap', label: 'Request a Demo' },
    secondaryLink: { href: '/', label: 'Home' },
  },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RicoTap: Story = {
  name: 'RicoTAP product page',
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'RicoTAP' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'RicoTAP' })).toBeVisible();
    await expect(canvas.getByText('Full product page coming soon...')).toBeVisible();
    const demo = canvas.getByRole('link', { name: 'Request a Demo' });
    await expect(demo).toHaveAttribute('href', '/contact?topic=ricotap');
    await userEvent.tab();
    await expect(demo).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const Jobs: Story = {
  args: {
    title: 'Jobs',
    message: undefined,
    primaryLink: { href: '/contact', label: 'Contact Us' },
    secondaryLink: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithoutLinks: Story = {
  name: 'Without links',
  args: { title: 'Privacy Policy', message: undefined, primaryLink: undefined, secondaryLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};
