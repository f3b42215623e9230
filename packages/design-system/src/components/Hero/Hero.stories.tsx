import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { MotionProvider } from '../Motion/MotionProvider';
import { DeviceIllustration } from './DeviceIllustration';
import { Hero } from './Hero';

const lead =
  'EPOS and table ordering, kitchen displays, cloud and mobile apps, and SEO: one team for the technology behind your restaurant or shop.';

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The opening band of a page: optional eyebrow, the page’s one h1, a lead paragraph, up to two',
          'actions and an illustration (beside the copy on wide screens, below it on phones). Use once,',
          'at the top of a page; the rest of the page uses Section. The title and lead are the page’s',
          'largest paint: they render as plain text, never animated in, so they appear in prerendered',
          'HTML before any script runs. The illustration is decorative (hidden from screen readers)',
          'unless given a `title`. Brand imagery is SVG drawn from the theme (DeviceIllustration), never',
          'stock photos.',
        ].join(' '),
      },
    },
  },
  args: {
    eyebrow: 'IT services for hospitality and retail',
    title: 'Restaurant Tech. Retail Speed. Real Results.',
    lead,
    actions: (
      <>
        <Button asChild size="lg">
          <Link href="/contact">Contact Us</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">Services</Link>
        </Button>
      </>
    ),
    illustration: <DeviceIllustration />,
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Restaurant Tech. Retail Speed. Real Results.');
    await expect(
      canvas.getByRole('region', { name: 'Restaurant Tech. Retail Speed. Real Results.' }),
    ).toBeVisible();
    // The illustration is decoration: hidden from the accessibility tree.
    await expect(canvasElement.querySelector('svg[viewBox="0 0 560 440"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  },
};

export const LcpNeverHidden: Story = {
  name: 'Title and lead visible at once, even with motion on',
  parameters: { motion: 'on' },
  render: (args) => (
    <MotionProvider>
      <Hero {...args} />
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const leadParagraph = canvas.getByText(lead);
    for (const element of [heading, leadParagraph]) {
      // Not wrapped in any animated element, and fully opaque from the first frame.
      await expect(element.closest('[data-reveal]')).toBeNull();
      await expect(getComputedStyle(element).opacity).toBe('1');
    }
  },
};

export const WithoutIllustration: Story = {
  name: 'Without illustration',
  args: { illustration: undefined, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[viewBox="0 0 560 440"]')).toBeNull();
  },
};

export const LabelledIllustration: Story = {
  name: 'Illustration with a description',
  args: {
    illustration: (
      <DeviceIllustration title="A tablet till, a kitchen ticket and a phone showing a QR menu" />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'A tablet till, a kitchen ticket and a phone showing a QR menu' }),
    ).toBeVisible();
  },
};
