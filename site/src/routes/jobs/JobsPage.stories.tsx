import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openRoles } from '../../content/jobs/openRoles';
import { jobsPage as copy } from '../../content/pages/jobs';
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
    const cards = list.getAllByRole('listitem');
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
