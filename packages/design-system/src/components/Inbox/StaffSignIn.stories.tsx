import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffSignInCopy } from './Inbox.fixtures';
import { StaffSignIn } from './StaffSignIn';
import { storyFrame } from './storyFrame';

const meta = {
  title: 'Inbox/StaffSignIn',
  component: StaffSignIn,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: { copy: staffSignInCopy, onSubmit: fn() },
  argTypes: {
    copy: { control: false },
    status: { control: 'inline-radio', options: ['idle', 'signingIn'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Staff sign in to the inbox with their e-mail address and password. A native form that posts (never a',
          'GET, so a password never lands in an address), usable before the page has hydrated; once it has,',
          '`onSubmit` receives what was typed. `status: "signingIn"` makes the button busy; `error` is announced.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof StaffSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard('sam.carter@rico.example');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('correct horse battery{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'sam.carter@rico.example',
      password: 'correct horse battery',
    });
  },
};

export const SigningIn: Story = {
  name: 'Signing in',
  args: { status: 'signingIn' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'sam.carter@rico.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  name: 'Sign-in failed',
  args: { error: 'That e-mail address and password do not match a staff account.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'That e-mail address and password do not match a staff account.',
    );
  },
};

export const EmptyFieldsStop: Story = {
  name: 'Empty fields: said under each, focus on the first',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Filled in, the e-mail's error goes and focus moves on to what is still missing.
    await userEvent.keyboard('sam.carter@rico.example{Enter}');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NativeForm: Story = {
  name: 'A native form that posts, before hydration too',
  args: { action: '/inbox/sign-in' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Staff sign-in' });
    await expect(form.method).toBe('post');
    // Before hydration the browser checks both fields are filled; once the script runs, the form does.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    await expect(form.noValidate).toBe(true);
    await expect(form.getAttribute('action')).toBe('/inbox/sign-in');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('name', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  },
};
