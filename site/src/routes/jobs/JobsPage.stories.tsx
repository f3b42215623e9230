import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openRoles } from '../../content/jobs/openRoles';
import { rolesFor } from '../../content/jobs/roleFilters';
import { jobsPage as copy } from '../../content/pages/jobs';
import { filteredJobsPages } from '../../content/pages/jobsFiltered';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectLink, expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Jobs',
  tags: ['autodocs'],
  args: { path: routePath('jobs') },
  ...sitePageMeta(
    'The open roles (/jobs), newest first, each linking to its page, and the speculative application. Storybook judges the roles open on a fixed day, so the pictures do not change with the calendar.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Open roles',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'jobs', copy.hero.title);
    const main = mainOf(canvas);
    const list = within(main.getByRole('region', { name: copy.listTitle }));
    // The roles' cards, not the filters' links (a list of their own, in the filters' navigation).
    const cards = list.getAllByRole('listitem').filter((item) => !item.closest('nav'));
    await expect(cards).toHaveLength(openRoles.length);
    for (const role of openRoles) await expectLink(list, role.title, `/jobs/${role.id}`);
    // Each card says the team, where and how the role is worked, and its type.
    const [newest] = openRoles;
    if (!newest) throw new Error('The example roles are all closed on Storybook’s day');
    await expect(cards[0]).toHaveTextContent(newest.team);
    await expectLink(main, copy.speculative.action.label, copy.speculative.action.href);
    await expectLink(main, copy.careersLink.label, copy.careersLink.href);
  },
};

// The filtered lists are one kind of page: the first team's stands for them all.
const [teamPage] = Object.values(filteredJobsPages);

export const FilteredByTeam: Story = {
  name: 'Filtered by team',
  args: { path: teamPage?.path ?? '/jobs' },
  play: async ({ canvas }) => {
    if (!teamPage) throw new Error('No filtered list: the example roles are all closed on Storybook’s day');
    const main = mainOf(canvas);
    const list = within(main.getByRole('region', { name: teamPage.title }));
    const shown = rolesFor(teamPage.filter, openRoles);
    const cards = list.getAllByRole('listitem').filter((item) => !item.closest('nav'));
    await expect(cards).toHaveLength(shown.length);
    for (const role of shown) await expectLink(list, role.title, `/jobs/${role.id}`);
    const filters = within(main.getByRole('navigation', { name: copy.filtersLabel }));
    const team = within(filters.getByRole('group', { name: 'Team' }));
    await expect(team.getByRole('link', { current: 'page' })).toHaveAttribute('href', teamPage.path);
    // Back to every role, from the filters.
    await expectLink(team, `All teams (${openRoles.length})`, '/jobs');
  },
};
