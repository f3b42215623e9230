import type { Meta, StoryObj } from '@storybook/react-vite';
import { recruitmentPrivacyPage as copy } from '../../content/pages/recruitmentPrivacy';
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
  title: 'Pages/Careers/Recruitment privacy notice',
  tags: ['autodocs'],
  args: { path: routePath('careers-privacy') },
  ...sitePageMeta(
    'The recruitment privacy notice (/careers/privacy) the application form links to: what is kept, why, where, who reads it, for how long, and the candidate’s rights.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Recruitment privacy notice',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'careers-privacy', copy.hero.title);
    const main = mainOf(canvas);
    for (const section of copy.sections) {
      await expectVisible(main.getByRole('heading', { level: 2, name: section.title }));
    }
    await expectLink(main, copy.next.label, copy.next.href);
  },
};
