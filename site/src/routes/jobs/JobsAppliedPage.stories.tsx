import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobsAppliedPage as copy } from '../../content/pages/jobsApplied';
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
  title: 'Pages/Jobs/Application sent',
  tags: ['autodocs'],
  args: { path: routePath('jobs-applied') },
  // A heading, a line and a link: one width is enough, captured at desktop width in every project.
  globals: { viewport: { value: 'desktop' } },
  ...sitePageMeta('The confirmation (/jobs/applied) after an application was sent.'),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Application sent',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'jobs-applied', copy.title);
    const main = mainOf(canvas);
    await expectVisible(main.getByText(copy.text));
    await expectLink(main, copy.action.label, copy.action.href);
  },
};
