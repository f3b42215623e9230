import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homePage } from '../../content/pages/home';
import { notFoundPage as copy } from '../../content/pages/notFound';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectLink, expectSitePage, mainOf, sitePageMeta } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Not Found',
  tags: ['autodocs'],
  // Any path the route table does not know.
  args: { path: '/no-such-page' },
  ...sitePageMeta(
    'What every unknown path shows, in the site layout (the build serves it as 404.html with HTTP 404).',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Not Found',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'not-found', copy.title);
    await expect(mainOf(canvas).getByText(copy.text)).toBeVisible();
    await expectLink(mainOf(canvas), copy.action.label, '/');
  },
};

export const BackToHome: Story = {
  name: 'Back to Home',
  args: { path: '/services/no-such-service' },
  play: async ({ canvas, userEvent }) => {
    await expectSitePage(canvas, 'not-found', copy.title);
    // By keyboard: Enter on the focused link navigates inside the router.
    mainOf(canvas).getByRole('link', { name: copy.action.label }).focus();
    await userEvent.keyboard('{Enter}');
    await expectSitePage(canvas, 'home', homePage.hero.title);
  },
};
