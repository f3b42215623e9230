import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';
import { eposFeatures, values, whatWeDo } from './FeatureGrid.fixtures';

const meta = {
  title: 'Blocks/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A list of short items, each with an optional icon, a title and a description: product',
          'features, company values, what we do. Three columns for six or three items, two for four or two;',
          'one column on phones. Each item title is a heading (h3 under a section h2 by default), so the',
          'items show in a screen reader’s heading list, and the grid is a real list ("list, 6 items").',
          'Icons are decorative. Not for services with links (ServiceGrid) or numbered steps (ProcessSteps).',
        ].join(' '),
      },
    },
  },
  args: { items: eposFeatures, 'aria-label': 'EPOS features' },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EposFeatures: Story = {
  name: 'EPOS features (3 columns)',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'EPOS features' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Multi-platform EPOS',
      'QR table ordering',
      'Offline mode',
      'Kitchen display screens',
      'Real-time analytics',
      'Staff management',
    ]);
    // Icons are decoration beside the titles.
    for (const svg of list.querySelectorAll('svg')) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TwoColumns: Story = {
  name: 'What We Do (2 columns)',
  args: { items: whatWeDo, columns: 2, 'aria-label': 'What We Do' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Restaurant Technology' })).toBeVisible();
  },
};

export const Values: Story = {
  args: { items: values, 'aria-label': 'Our values' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Quality First',
      'Customer Success',
      'Innovation',
    ]);
  },
};

export const WithoutIcons: Story = {
  name: 'Without icons, level 4 titles',
  args: {
    items: values.map(({ title, description }) => ({ title, description })),
    headingLevel: 4,
    'aria-label': 'Our values',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
