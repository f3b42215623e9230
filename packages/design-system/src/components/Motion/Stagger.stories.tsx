import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { afterFirstIntersectionReport } from '../../storybook/intersectionReported';
import { MotionProvider } from './MotionProvider';
import { Stagger, StaggerItem } from './Stagger';

const steps = ['Discovery', 'Strategy', 'Solutions', 'Support'];

const meta = {
  title: 'Motion/Stagger',
  component: Stagger,
  tags: ['autodocs'],
  // These stories test the motion itself, so they keep animations on in test runs (see preview.ts).
  parameters: {
    motion: 'on',
    docs: {
      description: {
        component: [
          'A container whose `StaggerItem` children enter one after another, 0.1 s apart, each with the',
          '0.6 s entrance, the first time the container scrolls into view. Use it for grids and lists below',
          'the fold (FeatureGrid, ServiceGrid, StatGrid and ProcessSteps use it already). Pass',
          '`as="ul"`/`"ol"` and `StaggerItem as="li"` so lists stay lists. Same guarantees as Reveal:',
          'nothing is hidden in prerendered HTML, at hydration or when already on screen; plain elements',
          'outside a MotionProvider or with animations off; no movement under reduced motion.',
        ].join(' '),
      },
    },
  },
  args: { as: 'ol', 'aria-label': 'Our process' },
  render: (args) => (
    <MotionProvider>
      <Stagger {...args}>
        {steps.map((step) => (
          <StaggerItem as="li" key={step}>
            {step}
          </StaggerItem>
        ))}
      </Stagger>
    </MotionProvider>
  ),
} satisfies Meta<typeof Stagger>;
export default meta;
type Story = StoryObj<typeof meta>;

const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

export const VisibleOnFirstRender: Story = {
  name: 'Visible on first render',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our process' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    for (const item of items) await expect(opacityOf(item)).toBe(1);
    await afterFirstIntersectionReport(list);
    await expect(list).toHaveAttribute('data-reveal', 'static');
    for (const item of items) await expect(opacityOf(item)).toBe(1);
  },
};

export const BelowTheFold: Story = {
  name: 'Below the fold: items enter 0.1 s apart',
  render: (args) => (
    <MotionProvider>
      <div style={{ height: '150vh' }}>Scroll down</div>
      <Stagger {...args}>
        {steps.map((step) => (
          <StaggerItem as="li" key={step}>
            {step}
          </StaggerItem>
        ))}
      </Stagger>
      <div style={{ height: '50vh' }} />
    </MotionProvider>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our process' });
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(list).toHaveAttribute('data-reveal', 'waiting'));
    await waitFor(() => expect(items.map(opacityOf)).toEqual([0, 0, 0, 0]));
    // The entrances run as Web Animations: their timing shows the 0.6 s entrance, 0.1 s apart. Each is
    // recorded as it starts, because on a busy machine the first can be over (and gone from
    // getAnimations()) before a poll sees the last begin.
    const started = new Map<Element, EffectTiming[]>();
    const animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
      ?.value as Element['animate'];
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      started.set(this, [...(started.get(this) ?? []), animation.effect?.getTiming() ?? {}]);
      return animation;
    };
    try {
      list.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(list).toHaveAttribute('data-reveal', 'entering'));
      // They start once the animation code has loaded: slow on a busy machine.
      await waitFor(() => expect(items.filter((item) => started.has(item))).toHaveLength(items.length));
    } finally {
      Element.prototype.animate = animate;
    }
    const timings = items.map((item) => started.get(item) ?? []);
    const startDelays = timings.map((list) => Math.round(Math.max(...list.map((t) => Number(t.delay)))));
    await expect(startDelays).toEqual([0, 100, 200, 300]);
    await expect(timings.flat().every((t) => t.duration === 600)).toBe(true);
    // By now each has started: what is left is 0.6 s of animation, which a busy machine also slows.
    await waitFor(() => expect(items.map(opacityOf)).toEqual([1, 1, 1, 1]));
    window.scrollTo(0, 0);
  },
};
