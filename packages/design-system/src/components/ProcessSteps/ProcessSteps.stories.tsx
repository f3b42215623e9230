import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps';
import { eposImplementation, homeProcess } from './ProcessSteps.fixtures';

const meta = {
  title: 'Blocks/ProcessSteps',
  component: ProcessSteps,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Numbered steps of a process (the home page’s Discovery, Strategy, Solutions, Support; the EPOS',
          'implementation). An ordered list: screen readers announce each step’s position ("1 of 4"),',
          'so the visible number badge is hidden from them instead of being read twice. Step titles are',
          'h3 by default. Four steps sit in one row on wide screens, two on tablets, one on phones. Not',
          'for unordered features (FeatureGrid).',
        ].join(' '),
      },
    },
  },
  args: { steps: homeProcess, 'aria-label': 'Our process' },
} satisfies Meta<typeof ProcessSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeProcess: Story = {
  name: 'Home: our process',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our process' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Discovery', 'Strategy', 'Solutions', 'Support']);
    // The badge shows the number; the list itself tells screen readers the order.
    const badge = within(items[0] ?? list).getByText('1');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

export const EposImplementation: Story = {
  name: 'EPOS: implementation',
  args: { steps: eposImplementation, 'aria-label': 'Implementation process' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Site Assessment',
      'System Setup',
      'Staff Training',
      'Go Live & Support',
    ]);
  },
};

export const Level4Titles: Story = {
  name: 'Step titles at level 4',
  args: { headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};
