import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffSignIn } from '../../content/inbox';
import { inboxPage as copy } from '../../content/pages/inbox';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Staff inbox',
  tags: ['autodocs'],
  args: { path: routePath('inbox') },
  ...sitePageMeta(`
The staff inbox (/inbox) in the site layout, as staff first find it: signed out, with the sign-in.
Signed in, it composes the design system's inbox components, whose stories show each state; the
whole journey (sign-in against the Firebase Authentication emulator, read, export, delete) is the
e2e test's.
`),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  name: 'Signed out',
  play: async ({ canvas }) => {
    await expectSitePage(canvas, 'inbox', copy.title);
    const main = mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 2, name: staffSignIn.title })).toBeVisible();
    await expect(main.getByLabelText(staffSignIn.email)).toBeVisible();
    await expect(main.getByLabelText(staffSignIn.password)).toBeVisible();
    await expect(main.getByRole('button', { name: staffSignIn.submit })).toBeEnabled();
  },
};
