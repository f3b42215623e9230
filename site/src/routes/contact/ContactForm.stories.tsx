import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@rico/design-system';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { contactForm as copy } from '../../content/contactForm';
import { PageSearchProvider } from '../../lib/pageSearch';
import { ContactForm } from './ContactForm';
import {
  contactFormDocs,
  fillValidForm,
  honeypot,
  specErrors,
  submitButton,
  toasts,
} from './ContactForm.storyKit';

const meta = {
  title: 'Pages/Contact/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: {
    // The Firebase calls are replaced at the form's boundary; the real one is the default prop.
    sendMessage: fn(() => Promise.resolve('sent' as const)),
    preloadSender: fn(),
  },
  decorators: [
    // The page's query string as the form reads it (on the site, the browser's address).
    (Story, { parameters }) => (
      <ToastProvider>
        <PageSearchProvider value={(parameters.search as string | undefined) ?? ''}>
          <Story />
        </PageSearchProvider>
      </ToastProvider>
    ),
  ],
  parameters: { docs: { description: { component: contactFormDocs } } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(copy.intro)).toBeVisible();
    await expect(args.preloadSender).not.toHaveBeenCalled();
    // The visitor's first focus in the form starts loading Firebase, once.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.tab();
    await expect(args.preloadSender).toHaveBeenCalledTimes(1);
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  },
};

export const ValidationErrors: Story = {
  name: 'Validation errors',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(submitButton(canvas));
    for (const message of Object.values(specErrors)) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      specErrors.name,
    );
    await expect(args.sendMessage).not.toHaveBeenCalled();
    // After a submit, every change validates again: the message goes as soon as the name is valid.
    await userEvent.keyboard('An');
    await waitFor(() => expect(canvas.queryByText(specErrors.name)).toBeNull());
    await expect(canvas.getByText(specErrors.email)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { sendMessage: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    await fillValidForm(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    const button = await canvas.findByRole('button', { name: copy.sending });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second click and an Enter in a field send nothing more.
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.sendMessage).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillValidForm(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(toasts().getByText(copy.toast.success)).toBeVisible());
    await expect(args.sendMessage).toHaveBeenCalledWith({
      name: 'Ann Baker',
      email: 'ann@example.co.uk',
      phone: '',
      company: 'Baker & Co',
      interest: ['data-analytics'],
      message: 'Please call me about a demo.',
      consent: true,
      companyWebsite: '',
    });
    // The form starts over.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /I consent/ })).not.toBeChecked();
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const ErrorToast: Story = {
  name: 'Error toast',
  args: { sendMessage: fn(() => Promise.reject(new Error('functions/unavailable'))) },
  play: async ({ canvas, userEvent }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fillValidForm(canvas, userEvent);
      await userEvent.click(submitButton(canvas));
      await waitFor(() => expect(toasts().getByText(copy.toast.error)).toBeVisible());
      await expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'functions/unavailable' }),
      );
    } finally {
      consoleError.mockRestore();
    }
    // Every value is kept for another try, exactly as typed.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue(' Ann Baker ');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please call me about a demo.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Data & Analytics' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /I consent/ })).toBeChecked();
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const HoneypotFilled: Story = {
  name: 'Honeypot filled',
  play: async ({ canvas, args, userEvent }) => {
    await fillValidForm(canvas, userEvent);
    await userEvent.type(honeypot(canvas), 'https://spam.example');
    await userEvent.click(submitButton(canvas));
    // Dropped in silence: no call, no toast, nothing reset.
    await expect(args.sendMessage).not.toHaveBeenCalled();
    await expect(within(document.body).queryByText(copy.toast.success)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue(' Ann Baker ');
  },
};

export const RicoTapTopic: Story = {
  name: 'RicoTAP topic',
  parameters: { search: '?topic=ricotap' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You’re requesting a RicoTAP demo/)).toBeVisible();
    await expect(canvas.queryByText(copy.intro)).toBeNull();
    // The preset ticks its interest just after the note shows (the form resets to it after mount).
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'EPOS & Table Ordering' })).toBeChecked(),
    );
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  },
};
