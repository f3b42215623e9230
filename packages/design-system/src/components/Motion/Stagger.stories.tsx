import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    list.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(list).toHaveAttribute('data-reveal', 'entering'));
    // The entrances run as Web Animations: their timing shows the 0.6 s entrance, 0.1 s apart.
    const timings = () => items.map((item) => item.getAnimations().map((a) => a.effect?.getTiming()));
    await waitFor(() => expect(timings().every((list) => list.length > 0)).toBe(true));
    const startDelays = timings().map((list) => Math.round(Math.max(...list.map((t) => Number(t?.delay)))));
    await expect(startDelays).toEqual([0, 100, 200, 300]);
    await expect(
      timings()
        .flat()
        .every((t) => t?.duration === 600),
    ).toBe(true);
    await waitFor(() => expect(items.map(opacityOf)).toEqual([1, 1, 1, 1]), { timeout: 3000 });
    window.scrollTo(0, 0);
  },
};
