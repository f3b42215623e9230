import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  title: 'Blocks/FactList',
  component: FactList,
  tags: ['autodocs'],
  args: {
    facts: [
      { label: 'Team', value: 'Engineering' },
      { label: 'Location', value: 'London (remote)' },
      { label: 'Type', value: 'Full time' },
      { label: 'Salary', value: '£50,000 to £65,000 a year' },
      { label: 'Apply by', value: '30 June 2027' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A few short facts about one thing, as a description list: stacked (a label over each value, in',
          'as many columns as fit) on a page, or inline (values on one line, labels for screen readers',
          'only) in a card.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Team',
      'Location',
      'Type',
      'Salary',
      'Apply by',
    ]);
    for (const term of terms) await expect(term).toBeVisible();
  },
};

export const Inline: Story = {
  args: { layout: 'inline' },
  play: async ({ canvas }) => {
    // The labels stay for screen readers but take no room.
    const [team] = canvas.getAllByRole('term');
    await expect(team?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText('Engineering')).toBeVisible();
  },
};
