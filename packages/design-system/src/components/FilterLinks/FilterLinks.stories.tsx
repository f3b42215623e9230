import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';
import { FilterLinks, type FilterGroup } from './FilterLinks';

const teams: FilterGroup = {
  label: 'Team',
  choices: [
    { label: 'All teams', href: '/jobs', count: 3, current: true },
    { label: 'Customer Support', href: '/jobs/customer-support/any-location', count: 1 },
    { label: 'Engineering', href: '/jobs/engineering/any-location', count: 1 },
    { label: 'Marketing', href: '/jobs/marketing/any-location', count: 1 },
  ],
};
const places: FilterGroup = {
  label: 'Location',
  choices: [
    { label: 'All locations', href: '/jobs', count: 3, current: true },
    { label: 'London', href: '/jobs/any-team/london', count: 1 },
    { label: 'Manchester', href: '/jobs/any-team/manchester', count: 1 },
    { label: 'Remote', href: '/jobs/any-team/remote', count: 1 },
  ],
};

const meta = {
  title: 'Navigation/FilterLinks',
  component: FilterLinks,
  tags: ['autodocs'],
  args: { label: 'Filter roles', groups: [teams, places] },
  parameters: {
    docs: {
      description: {
        component: [
          'Filters for a list as rows of links, one row a group (team, location): each choice is the address',
          'of the list so filtered, with how many it lists, and the one shown is marked as the current page.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof FilterLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Nothing filtered',
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Filter roles' });
    const team = within(nav).getByRole('group', { name: 'Team' });
    await expect(
      within(team)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All teams (3)', 'Customer Support (1)', 'Engineering (1)', 'Marketing (1)']);
    await expect(within(team).getByRole('link', { name: /Engineering/ })).toHaveAttribute(
      'href',
      '/jobs/engineering/any-location',
    );
    // The list shown now is the current page in each group.
    await expect(within(team).getByRole('link', { current: 'page' })).toHaveTextContent('All teams');
    const place = within(nav).getByRole('group', { name: 'Location' });
    await expect(within(place).getByRole('link', { current: 'page' })).toHaveTextContent('All locations');
  },
};

export const Filtered: Story = {
  name: 'One team chosen',
  args: {
    groups: [
      {
        ...teams,
        choices: teams.choices.map((choice) => ({ ...choice, current: choice.label === 'Engineering' })),
      },
      {
        label: 'Location',
        choices: [
          { label: 'All locations', href: '/jobs/engineering/any-location', count: 1, current: true },
          { label: 'London', href: '/jobs/engineering/london', count: 1 },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const team = canvas.getByRole('group', { name: 'Team' });
    const chosen = within(team).getByRole('link', { current: 'page' });
    await expect(chosen).toHaveTextContent('Engineering');
    // Chosen is told by more than colour: the text is heavier than the others'.
    const other = within(team).getByRole('link', { name: /Marketing/ });
    await expect(Number(getComputedStyle(chosen).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(other).fontWeight),
    );
  },
};

export const KeyboardFocus: Story = {
  name: 'Each choice takes keyboard focus',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /All teams/ })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('link', { name: /Customer Support/ });
    await expect(next).toHaveFocus();
    await expect(getComputedStyle(next).outlineStyle).toBe('solid');
    // A phone's finger target.
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A choice at rest, hovered and focused from the keyboard, side by side, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('a') },
  render: () => (
    <StateGrid states={['rest', 'hover', 'focusVisible']}>
      {(state) => (
        // A landmark's name is its own on a page: one navigation per state, each named for it.
        <FilterLinks
          label={`Filter roles (${state})`}
          groups={[{ ...teams, choices: teams.choices.slice(1, 2) }]}
        />
      )}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'a', ['hover', 'focusVisible']);
  },
};
