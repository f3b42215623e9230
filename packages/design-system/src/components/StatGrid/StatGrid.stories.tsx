import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { StatGrid } from './StatGrid';
import { eposStats } from './StatGrid.fixtures';
import { roleColor } from '../../tokens/roleColor';

const meta = {
  title: 'Blocks/StatGrid',
  component: StatGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Headline statistics: a large figure and what it measures ("40%" "fewer wait times"). Four',
          'fit one row on wide screens, two per row on phones. Each item reads as one phrase, so it is a',
          'plain list: a screen reader says "40% fewer wait times", with no table to navigate. Works on',
          'light and inverse Sections (the figure and label colours follow the surface). Use only real,',
          'sourced numbers; not for prices or data tables.',
        ].join(' '),
      },
    },
  },
  args: { stats: eposStats, 'aria-label': 'Results' },
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EposResults: Story = {
  name: 'EPOS results',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Results' });
    const items = within(list).getAllByRole('listitem');
    // Each item reads as one phrase: the value, then what it measures.
    await expect(items.map((item) => item.textContent)).toEqual([
      '40% fewer wait times',
      '25% higher average order value',
      '60% faster order processing',
      '90% better order accuracy',
    ]);
  },
};

export const OnInverse: Story = {
  name: 'On an inverse section',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Section tone="inverse" title="Results that matter">
      <StatGrid {...args} />
    </Section>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByText('40%');
    // The figure switches from teal to the light ink of the dark band, keeping AA contrast.
    await expect(getComputedStyle(value).color).toBe(roleColor('onInverse'));
    await expect(getComputedStyle(canvas.getByText('fewer wait times')).color).toBe(
      roleColor('inverseMuted'),
    );
  },
};

export const OnPaper: Story = {
  name: 'On a default section',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Section title="Results that matter">
      <StatGrid {...args} />
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('40%')).color).toBe(roleColor('highlight'));
  },
};
