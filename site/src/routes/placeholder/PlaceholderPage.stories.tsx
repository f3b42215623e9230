import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { backHome } from '../../content/links';
import { placeholders, type PlaceholderId } from '../../content/pages/placeholders';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectLink, expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Placeholders',
  tags: ['autodocs'],
  ...sitePageMeta(
    "Every 'Coming Soon' page of the navigation (five services, RicoTAP, Blog, Terms of Service): one route module that picks its copy by route id, each in the site layout.",
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The story of one placeholder route: its own title, status and call to action, and the way home.
 * An export whose name does not read as the page's title names its story in a literal: the sidebar
 * reads names without running the file.
 */
function placeholderStory(id: PlaceholderId): Story {
  const page = placeholders[id];
  return {
    args: { path: routePath(id) },
    play: async ({ canvas }) => {
      await expectSitePage(canvas, id, page.title);
      const main = mainOf(canvas);
      await expect(main.getByText(page.status)).toBeVisible();
      await expect(main.getByText(page.text)).toBeVisible();
      await expectLink(main, page.action.label, page.action.href);
      await expectLink(main, backHome.label, backHome.href);
    },
  };
}

export const ApplicationImplementation: Story = placeholderStory('application-implementation');
export const CloudMobile: Story = { name: 'Cloud & Mobile Development', ...placeholderStory('cloud-mobile') };
export const DataAnalytics: Story = { name: 'Data & Analytics', ...placeholderStory('data-analytics') };
export const WebInfrastructure: Story = {
  name: 'Web Development & Infrastructure',
  ...placeholderStory('web-infrastructure'),
};
export const SeoMarketing: Story = { name: 'SEO & Digital Marketing', ...placeholderStory('seo-marketing') };
export const RicoTap: Story = { name: 'RicoTAP', ...placeholderStory('ricotap') };
export const Blog: Story = placeholderStory('blog');
export const Terms: Story = { name: 'Terms of Service', ...placeholderStory('terms') };
