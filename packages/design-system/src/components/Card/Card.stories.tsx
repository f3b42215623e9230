import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card } from './Card';
import { cardElevations, cardPaddings } from './Card.css';
import { roleColor } from '../../tokens/roleColor';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A raised surface that groups one item: a contact detail, office hours, a value. Use `as="article"`',
          'for a self-contained item and `as="li"` inside a list, so the structure is heard, not just seen.',
          'A card is not a link: put a real link inside it (as ServiceCard does). For a service use',
          'ServiceCard; for many short items use FeatureGrid.',
        ].join(' '),
      },
    },
  },
  args: {
    children: (
      <>
        <Heading level={3} size="md">
          Office hours
        </Heading>
        <Text tone="muted">Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM, Sun closed</Text>
      </>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'article', 'li'] },
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Card {...args} data-testid="card" />,
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('card');
    await expect(getComputedStyle(card).backgroundColor).toBe(roleColor('surfaceRaised'));
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Flat: Story = { args: { elevation: 'flat' } };

export const AsArticle: Story = {
  name: 'As article',
  args: { as: 'article' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toContainElement(canvas.getByRole('heading', { level: 3 }));
  },
};

export const InAList: Story = {
  name: 'In a list',
  render: (args) => (
    <ul style={{ display: 'grid', gap: 16, padding: 0, listStyle: 'none' }}>
      <Card {...args} as="li" />
      <Card {...args} as="li" padding="md" />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
