import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { aboutPage as copy } from '../../content/pages/about';
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
  title: 'Pages/About',
  tags: ['autodocs'],
  args: { path: routePath('about') },
  ...sitePageMeta(
    'About Us (/about) in the site layout: the mission, What We Do, the three values and the closing call to action.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'About Us',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'about', copy.hero.title);
    const main = mainOf(canvas);
    for (const title of [copy.mission.title, copy.whatWeDo.title, copy.values.title]) {
      await expectVisible(main.getByRole('heading', { level: 2, name: title }));
    }
    await expectVisible(main.getByText(copy.mission.text));
    for (const item of [...copy.whatWeDo.items, ...copy.values.items]) {
      await expectVisible(main.getByRole('heading', { name: item.title }));
    }
    await expectLink(main, 'Contact Us', '/contact');
    // The header marks where the visitor is (in the bar on desktop, in the menu on phones).
    await expect(
      canvas.getAllByRole('link', { name: 'About Us', current: 'page', hidden: true }),
    ).not.toHaveLength(0);
  },
};
