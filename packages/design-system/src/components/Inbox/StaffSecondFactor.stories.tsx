import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffCodeCopy, staffSetup, staffSetupCopy } from './Inbox.fixtures';
import { StaffSecondFactor } from './StaffSecondFactor';
import { storyFrame } from './storyFrame';

const meta = {
  title: 'Inbox/StaffSecondFactor',
  component: StaffSecondFactor,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: { copy: staffCodeCopy, onSubmit: fn(), onCancel: fn() },
  argTypes: {
    copy: { control: false },
    setup: { control: false },
    status: { control: 'inline-radio', options: ['idle', 'checking'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The staff sign-in's second step: after the password, the 6-digit code from an authenticator app.",
          'With `setup`, the first time: the QR code and the key that add the account to the app, then the code',
          'it shows. `onSubmit` receives six digits (spaces removed); `onCancel` goes back or signs out.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof StaffSecondFactor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterCode: Story = {
  name: 'Enter the code',
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Enter your code' })).toBeVisible();
    await userEvent.tab();
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAccessibleDescription(
      'The 6 digits your authenticator app shows for the Rico inbox',
    );
    await userEvent.keyboard('123 456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

export const SetUp: Story = {
  name: 'Set up the authenticator app',
  args: { copy: staffSetupCopy, setup: staffSetup },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Add it to an authenticator app on this device' });
    await expect(link.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '654321{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Checking: Story = {
  name: 'Checking the code',
  args: { status: 'checking' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Checking...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '123456{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  name: 'Code refused',
  args: { error: 'That code is not right. Enter the code your app shows now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'That code is not right. Enter the code your app shows now.',
    );
  },
};

export const NotSixDigits: Story = {
  name: 'Empty or not six digits: said under the field',
  play: async ({ canvas, args, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the code from your app'));
    await userEvent.keyboard('12345{Enter}');
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6 digits your app shows'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
