import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { list } from './MotionOverview.css';
import { Reveal } from './Reveal';
import { Stagger, StaggerItem } from './Stagger';

const panel = { padding: 24, borderRadius: 12, background: vars.color.surfaceSunken };

/** A long page: scroll to see sections and a list enter (animations are off in tests and Chromatic). */
function MotionDemo() {
  return (
    <div style={{ display: 'grid', gap: 48 }}>
      <p>Scroll down: the blocks below the fold enter as they come into view.</p>
      <div style={{ height: '80vh' }} />
      <Reveal as="section" aria-label="Reveal">
        <h2 style={panel}>Restaurant Tech. Retail Speed. Real Results.</h2>
      </Reveal>
      <Stagger as="ul" aria-label="Stagger" className={list}>
        {['Discovery', 'Strategy', 'Solutions', 'Support'].map((step) => (
          <StaggerItem as="li" key={step}>
            <div style={panel}>{step}</div>
          </StaggerItem>
        ))}
      </Stagger>
      <Reveal delay={0.2}>
        <p style={panel}>Reveal with a 0.2 s delay</p>
      </Reveal>
      <div style={{ height: '40vh' }} />
    </div>
  );
}

const meta = {
  title: 'Motion/Overview',
  component: MotionDemo,
  parameters: {
    docs: {
      description: {
        component:
          'Reveal and Stagger on one long page, for review in Storybook (where animations run). In test runs and Chromatic, animations are off, so every block shows at once and snapshots are stable.',
      },
    },
  },
} satisfies Meta<typeof MotionDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongPage: Story = {
  name: 'Long page',
  play: async ({ canvas }) => {
    // With animations off (the default in tests), nothing below the fold is hidden.
    for (const name of ['Reveal', 'Stagger']) {
      const block =
        name === 'Stagger' ? canvas.getByRole('list', { name }) : canvas.getByRole('region', { name });
      await expect(getComputedStyle(block).opacity).toBe('1');
    }
  },
};
