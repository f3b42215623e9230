import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleCard, RoleList } from './RoleCard';
import { exampleRoles } from './RoleCard.fixtures';

const [first = exampleRoles[0]] = exampleRoles;

const meta = {
  title: 'Blocks/RoleCard',
  component: RoleCard,
  tags: ['autodocs'],
  args: first,
  render: (args) => (
    <RoleList>
      <RoleCard {...args} />
    </RoleList>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'One open role in a list: its title is the link to its page, its facts (team, location, type)',
          'run on one line as a description list, then its summary. Put RoleCards in a RoleList, which',
          'lays them out one to a row on phones and two or more from tablets up.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof RoleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'React Developer',
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    const link = within(item).getByRole('link', { name: 'React Developer' });
    await expect(link).toHaveAttribute('href', '/jobs/react-developer');
    await expect(within(item).getByRole('heading', { level: 3, name: 'React Developer' })).toBeVisible();
    // Each fact is read with its label, though only the values are shown.
    const terms = within(item)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(item)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    await expect(terms).toEqual(['Team', 'Location', 'Type']);
    await expect(values).toEqual(['Engineering', 'London (remote)', 'Full time']);
    await expect(within(item).getByText(/table-ordering screens/)).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  name: 'The title takes keyboard focus',
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'React Developer' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const List: Story = {
  name: 'A list of roles',
  render: () => (
    <RoleList>
      {exampleRoles.map((role) => (
        <RoleCard key={role.href} {...role} />
      ))}
    </RoleList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(exampleRoles.length);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(
      exampleRoles.map((role) => role.title),
    );
  },
};
