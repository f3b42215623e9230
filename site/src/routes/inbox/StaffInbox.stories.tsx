import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signInErrors, staffCode, staffSetup, staffSetupParts, staffSignIn } from '../../content/inbox';
import { StaffInbox } from './StaffInbox';
import { staffAuthStandIn } from './staffAuthStandIn';

const meta = {
  title: 'Pages/Staff inbox/Two-step sign-in',
  component: StaffInbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The staff sign-in as production runs it, with a stand-in for Firebase: after the password, the code',
          "from the account's authenticator app; on the first sign-in, the app's set-up before the inbox opens.",
          'The local sign-in (the Auth emulator) has no authenticator apps, so `pnpm start` asks for the password alone.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof StaffInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeAfterPassword: Story = {
  name: 'The code after the password',
  args: { auth: () => staffAuthStandIn({ status: 'signedOut' }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(staffSignIn.email), 'sam@rico.example');
    await userEvent.type(canvas.getByLabelText(staffSignIn.password), 'a long staff password{Enter}');
    const heading = await canvas.findByRole('heading', { name: staffCode.title });
    await expect(heading).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: staffCode.code }), '000000{Enter}');
    await expect(await canvas.findByText(signInErrors.wrongCode)).toBeVisible();
    // Cancel goes back to the password, which is asked again.
    await userEvent.click(canvas.getByRole('button', { name: staffCode.cancel }));
    await expect(await canvas.findByRole('heading', { name: staffSignIn.title })).toHaveFocus();
  },
};

export const FirstSignIn: Story = {
  name: 'First sign-in: the authenticator app set up',
  args: {
    auth: () =>
      staffAuthStandIn({ status: 'signedIn', email: 'sam@rico.example', staff: true, secondFactor: false }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: staffSetup.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: staffSetupParts.qrLabel })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: staffSetup.code }), '999999{Enter}');
    await expect(await canvas.findByText(signInErrors.wrongCode)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: staffSetup.cancel }));
    await expect(await canvas.findByRole('heading', { name: staffSignIn.title })).toBeVisible();
  },
};
