import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import { headingSizes } from './Heading.css';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A heading whose outline `level` (h1-h4) and visual `size` are set separately. Choose the level',
          'from the page structure (one h1 per page, in the Hero or PlaceholderPage; h2 for sections; h3',
          'for items inside them) and the size from the design. Do not skip levels to get a smaller look:',
          'pass `size` instead. Screen-reader users move through pages by headings, so the outline matters',
          'more than the looks. For the short label above a heading use Eyebrow, which is not a heading.',
        ].join(' '),
      },
    },
  },
  args: { level: 2, children: 'Restaurant Tech. Retail Speed. Real Results.' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  args: { level: 1 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.tagName).toBe('H1');
  },
};

export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3, children: 'EPOS & Table Ordering' } };
export const Level4: Story = { args: { level: 4, children: 'Offline mode' } };

export const SizeIndependentOfLevel: Story = {
  name: 'Size independent of level',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading level={2} size="display">
        Restaurant Tech.
      </Heading>
      <Heading level={1} size="sm">
        Retail Speed.
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h2 = canvas.getByRole('heading', { level: 2, name: 'Restaurant Tech.' });
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Retail Speed.' });
    // The h2 is drawn larger than the h1: looks follow `size`, the outline follows `level`.
    await expect(parseFloat(getComputedStyle(h2).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(h1).fontSize),
    );
  },
};

export const AllSizes: Story = {
  name: 'All sizes',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {size}: Restaurant Tech. Retail Speed. Real Results.
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas
      .getAllByRole('heading', { level: 2 })
      .map((h) => parseFloat(getComputedStyle(h).fontSize));
    // The scale runs from display down to sm, each step smaller than the last.
    for (let i = 1; i < sizes.length; i++) {
      await expect(sizes[i]).toBeLessThan(sizes[i - 1] ?? 0);
    }
  },
};
