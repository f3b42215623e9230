import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconSizes } from './Icon.css';
import { iconNames } from './iconMap';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A lucide icon from the design system’s set, imported one at a time so only these ship. Names',
          'are the services’ (ShoppingCart, Smartphone, BarChart3, Globe, Search, Palette) plus a few for',
          'features, contact details and arrows; to add one, add an import to `iconMap.ts`. Icons next to',
          'text are decorative and hidden from screen readers. Give `label` only when the icon stands',
          'alone and carries meaning; an icon-only control still needs its own accessible name. The',
          'colour follows the text (currentColor).',
        ].join(' '),
      },
    },
  },
  args: { name: 'ShoppingCart' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} /> EPOS & Table Ordering
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const Labelled: Story = {
  args: { name: 'BarChart3', label: 'Data & Analytics', size: 'xl' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Data & Analytics' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
    await expect(icon).not.toHaveAttribute('aria-hidden');
    await expect(icon.getBoundingClientRect().width).toBe(32);
  },
};

export const AllIcons: Story = {
  name: 'All icons',
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Every name in the set resolves to a drawn icon (a renamed lucide export would break this).
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    const drawn = [...canvasElement.querySelectorAll('li svg')].filter((svg) => svg.childElementCount > 0);
    await expect(drawn).toHaveLength(iconNames.length);
  },
};

export const AllSizes: Story = {
  name: 'All sizes',
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} name="QrCode" size={size} />
      ))}
    </div>
  ),
};
