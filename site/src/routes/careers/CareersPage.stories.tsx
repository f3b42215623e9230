import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { careersPage as copy } from '../../content/pages/careers';
import type { SiteRoute } from '../../storybook/SiteRoute';
import {
  expectLink,
  expectSitePage,
  expectVisible,
  mainOf,
  sitePageMeta,
  routePath,
} from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Careers',
  tags: ['autodocs'],
  args: { path: routePath('careers') },
  ...sitePageMeta(
    'The page for job seekers (/careers): why work here (the values of About Us), how hiring works in four steps, what happens to an application, and the way to the open roles.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Careers',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'careers', copy.hero.title);
    const main = mainOf(canvas);
    for (const title of [copy.why.title, copy.hiring.title, copy.privacy.title, copy.roles.title]) {
      await expectVisible(main.getByRole('heading', { level: 2, name: title }));
    }
    const steps = main.getAllByRole('listitem').filter((item) => item.closest('ol'));
    await expect(steps).toHaveLength(copy.hiring.steps.length);
    await expectLink(main, copy.privacy.action.label, copy.privacy.action.href);
    await expect(main.getAllByRole('link', { name: copy.roles.action.label })).not.toHaveLength(0);
  },
};
