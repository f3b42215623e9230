import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { company } from '../../content/company';
import { cookieSettings } from '../../content/cookies';
import { privacyPage as copy } from '../../content/pages/privacy';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Privacy',
  tags: ['autodocs'],
  args: { path: routePath('privacy') },
  ...sitePageMeta(
    'The privacy and cookie notice (/privacy) in the site layout: a SAMPLE for legal review, the storage table rendered from the consent code’s list, and the cookie settings the footer links to.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Privacy and cookie notice',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'privacy', copy.hero.title);
    const main = mainOf(canvas);
    await expect(main.getByText(/^SAMPLE NOTICE/)).toBeVisible();
    await expect(main.getByText(new RegExp(`^${company.name} \\(`))).toBeVisible();
    await expect(main.getByText(/deleted automatically 2 years \(730 days\)/)).toBeVisible();
    await expect(main.getByText(/ico\.org\.uk/)).toBeVisible();
    const table = within(main.getByRole('table', { name: copy.cookies.caption }));
    await expect(table.getByRole('rowheader', { name: '_ga' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'cookie-consent' })).toBeVisible();
    const settings = within(main.getByRole('region', { name: copy.settings.title }));
    await expect(await settings.findByText(cookieSettings.current.accepted)).toBeVisible();
  },
};

export const WithdrawHere: Story = {
  name: 'Withdraw consent here',
  play: async ({ canvas, userEvent }) => {
    const settings = within(await canvas.findByRole('region', { name: copy.settings.title }));
    await userEvent.click(await settings.findByRole('radio', { name: cookieSettings.decline }));
    await userEvent.click(settings.getByRole('button', { name: cookieSettings.save }));
    await expect(settings.getByText(cookieSettings.saved)).toHaveFocus();
    await expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
  },
};
