import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { afterFirstIntersectionReport } from '../../storybook/intersectionReported';
import { MotionProvider } from './MotionProvider';
import { Reveal } from './Reveal';

const meta = {
  title: 'Motion/Reveal',
  component: Reveal,
  tags: ['autodocs'],
  // These stories test the motion itself, so they keep animations on in test runs (see preview.ts).
  parameters: {
    motion: 'on',
    docs: {
      description: {
        component: [
          'Fades and lifts a block in (0.6 s) the first time it scrolls into view. Use it for sections',
          'below the fold. Do not wrap the hero or anything the visitor sees on arrival: that content is',
          'never animated anyway, so the wrapper would only add weight.',
          '',
          'Content is visible without JavaScript, in prerendered HTML and at hydration: only an element',
          'that starts below the fold is hidden, after hydration, until it enters the viewport. Outside a',
          '`MotionProvider`, or with `disableAnimations`, Reveal renders a plain element. With',
          '`prefers-reduced-motion: reduce` nothing is hidden and nothing moves. The animation code (the small Web',
          'Animations `animate` of motion) loads only once something waits below the fold.',
          'Pass `as` to keep semantics (`section`, `li`, ...). Screen readers are unaffected.',
        ].join(' '),
      },
    },
  },
  args: {
    children: 'Restaurant Tech. Retail Speed. Real Results.',
  },
} satisfies Meta<typeof Reveal>;
export default meta;
type Story = StoryObj<typeof meta>;

const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

export const VisibleOnFirstRender: Story = {
  name: 'Visible on first render',
  render: (args) => (
    <MotionProvider>
      <Reveal {...args} data-testid="reveal" />
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('reveal');
    // On screen at load: never hidden, not even for a frame.
    await expect(opacityOf(block)).toBe(1);
    await expect(block.getAttribute('style') ?? '').not.toContain('opacity');
    // Still fully visible once its effects have run and it has seen where it starts.
    await afterFirstIntersectionReport(block);
    await expect(opacityOf(block)).toBe(1);
    await expect(block).toHaveAttribute('data-reveal', 'static');
  },
};

export const BelowTheFold: Story = {
  name: 'Below the fold: enters on scroll',
  render: (args) => (
    <MotionProvider>
      <div style={{ height: '150vh' }}>Scroll down</div>
      <Reveal {...args} as="section" aria-label="Revealed section" />
      <div style={{ height: '50vh' }} />
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Revealed section' });
    await expect(section.tagName).toBe('SECTION');
    // After hydration, content still below the fold waits, hidden, for the visitor to arrive.
    await waitFor(() => expect(section).toHaveAttribute('data-reveal', 'waiting'));
    await waitFor(() => expect(opacityOf(section)).toBe(0));
    section.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(section).toHaveAttribute('data-reveal', 'entering'));
    // The entrance takes 0.6 s, but starts only once the animation code has loaded: a busy machine
    // (a fresh-clone run, the fourth story project) found the section still hidden after 3 s.
    await waitFor(() => expect(opacityOf(section)).toBe(1));
    window.scrollTo(0, 0);
  },
};

export const OutsideProvider: Story = {
  name: 'Outside a MotionProvider: plain element',
  parameters: { motion: 'none' },
  render: (args) => <Reveal {...args} data-testid="reveal" />,
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('reveal');
    await expect(block).not.toHaveAttribute('data-reveal');
    await expect(opacityOf(block)).toBe(1);
  },
};

export const AnimationsDisabled: Story = {
  name: 'Animations disabled: plain element',
  render: (args) => (
    <MotionProvider disableAnimations>
      <div style={{ height: '150vh' }}>Scroll down</div>
      <Reveal {...args} data-testid="reveal" />
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('reveal');
    await afterFirstIntersectionReport(block);
    // Below the fold, yet neither hidden nor managed by motion.
    await expect(block).not.toHaveAttribute('data-reveal');
    await expect(opacityOf(block)).toBe(1);
  },
};

export const DisabledByOuterProvider: Story = {
  name: 'Animations disabled around a nested provider: plain element',
  render: (args) => (
    <MotionProvider disableAnimations>
      <MotionProvider>
        <div style={{ height: '150vh' }}>Scroll down</div>
        <Reveal {...args} data-testid="reveal" />
      </MotionProvider>
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const block = canvas.getByTestId('reveal');
    await afterFirstIntersectionReport(block);
    // A page's own provider (the site layout's) inside a test or snapshot cannot turn motion back on.
    await expect(block).not.toHaveAttribute('data-reveal');
    await expect(opacityOf(block)).toBe(1);
  },
};
