import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';
import { containerWidthNames } from './Container.css';

const meta = {
  title: 'Components/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: 'Restaurant Tech. Retail Speed. Real Results.' },
  argTypes: { width: { control: 'inline-radio', options: containerWidthNames } },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const band = { background: 'var(--story-band, #F6EFE4)', padding: '16px 0' };

export const Default: Story = {};

export const AllWidths: Story = {
  name: 'All widths',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {containerWidthNames.map((width) => (
        <Container key={width} width={width} style={band} data-testid={`container-${width}`}>
          {width}
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const expected = { sm: 56, md: 72, lg: 80, xl: 96 } as const;
    for (const width of containerWidthNames) {
      const el = canvas.getByTestId(`container-${width}`);
      await expect(getComputedStyle(el).maxWidth).toBe(`${expected[width] * rootPx}px`);
    }
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Example section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Example section' }).tagName).toBe('SECTION');
  },
};
