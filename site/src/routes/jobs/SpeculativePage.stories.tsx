import { speculativeRole } from '@rico/contact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { speculativePage as copy } from '../../content/pages/speculative';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Jobs/Speculative application',
  tags: ['autodocs'],
  args: { path: routePath('jobs-speculative') },
  ...sitePageMeta('The application form for no particular role (/jobs/speculative).'),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Speculative application',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'jobs-speculative', copy.title);
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 2, name: copy.formTitle })).toBeVisible();
    const role = main.getByRole('region', { name: copy.formTitle }).querySelector('input[name="role"]');
    await expect(role).toHaveValue(speculativeRole);
  },
};
