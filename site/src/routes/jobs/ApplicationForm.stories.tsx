import { contactMessages, jobApplicationMessages } from '@rico/contact';
import type { Meta, StoryObj, StoryContext } from '@storybook/react-vite';
import { ToastProvider } from '@rico/design-system';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { applicationForm as copy } from '../../content/applicationForm';
import type { ApplicationAnswer } from '../../lib/jobs/applicationSender';
import { honeypot, toasts } from '../contact/ContactForm.storyKit';
import { ApplicationForm } from './ApplicationForm';

const meta = {
  title: 'Pages/Jobs/ApplicationForm',
  component: ApplicationForm,
  tags: ['autodocs'],
  args: {
    role: 'React Developer',
    // The endpoint is replaced at the form's boundary; the real post is the default prop.
    sendApplication: fn(() => Promise.resolve<ApplicationAnswer>({ kind: 'sent' })),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The job application of each role page and of /jobs/speculative. Without script the browser posts it',
          'itself (multipart) and the endpoint answers with a page. With script it validates with the shared',
          'schema on submit and then on every change, reads "Sending..." while the same multipart body is on',
          'its way, shows a toast for the outcome, keeps everything on a failure and shows the endpoint’s own',
          'problems (a CV whose bytes are not a PDF) under their fields. A chosen CV can be removed.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof ApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];

const submit = (canvas: Canvas) => canvas.getByRole('button', { name: copy.submit });
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const cvField = (canvas: Canvas) => canvas.getByLabelText<HTMLInputElement>(copy.labels.cv);
const consent = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /I consent/ });
const pdf = () => new File(['%PDF-1.7\n'], 'Ann Baker CV.pdf', { type: 'application/pdf' });

async function fillIn(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(field(canvas, copy.labels.name), 'Ann Baker');
  await userEvent.type(field(canvas, copy.labels.email), 'ann@example.co.uk');
  await userEvent.upload(cvField(canvas), pdf());
  await userEvent.click(consent(canvas));
}

/** What the form posted: its fields by name, a file by its name. */
function posted(args: Story['args']): Record<string, string> {
  const send = args?.sendApplication as ReturnType<typeof fn> | undefined;
  const body = send?.mock.calls[0]?.[0] as FormData | undefined;
  if (!body) throw new Error('Nothing was posted');
  return Object.fromEntries(
    [...body].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  );
}

export const ValidationErrors: Story = {
  name: 'Validation errors',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /LinkedIn/ }), 'linkedin');
    await userEvent.click(submit(canvas));
    for (const message of [
      contactMessages.nameMin,
      contactMessages.email,
      jobApplicationMessages.linkedin,
      contactMessages.consent,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(field(canvas, copy.labels.name)).toHaveFocus();
    await expect(args.sendApplication).not.toHaveBeenCalled();
    // After a submit, every change validates again.
    await userEvent.click(consent(canvas));
    await waitFor(() => expect(canvas.queryByText(contactMessages.consent)).toBeNull());
    await expect(canvas.getByText(contactMessages.email)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { sendApplication: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submit(canvas));
    const button = await canvas.findByRole('button', { name: copy.sending });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.sendApplication).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(toasts().getByText(copy.toast.success)).toBeVisible());
    // The same body the browser posts without script: the role, the file, the ticked box.
    await expect(posted(args)).toEqual({
      role: 'React Developer',
      name: 'Ann Baker',
      email: 'ann@example.co.uk',
      linkedin: '',
      cv: 'Ann Baker CV.pdf',
      consent: 'on',
      companyWebsite: '',
    });
    await expect(field(canvas, copy.labels.name)).toHaveValue('');
    // The file goes with the reset (the harness's stand-in list stays, so its Remove button is the sign).
    await expect(canvas.queryByRole('button', { name: copy.removeFile })).toBeNull();
    await expect(consent(canvas)).not.toBeChecked();
  },
};

export const ErrorToast: Story = {
  name: 'Error toast',
  args: { sendApplication: fn(() => Promise.reject(new Error('The application endpoint answered 502'))) },
  play: async ({ canvas, userEvent }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fillIn(canvas, userEvent);
      await userEvent.click(submit(canvas));
      await waitFor(() => expect(toasts().getByText(copy.toast.error)).toBeVisible());
    } finally {
      consoleError.mockRestore();
    }
    // Everything stays for another try, the file too.
    await expect(field(canvas, copy.labels.name)).toHaveValue('Ann Baker');
    await expect(cvField(canvas).files?.[0]?.name).toBe('Ann Baker CV.pdf');
    await expect(consent(canvas)).toBeChecked();
    await expect(submit(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const RefusedCv: Story = {
  name: 'CV refused by the endpoint',
  args: {
    sendApplication: fn(() =>
      Promise.resolve<ApplicationAnswer>({
        kind: 'problems',
        problems: [{ field: 'cv', message: jobApplicationMessages.cvType }],
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submit(canvas));
    // The endpoint judged the bytes: its word is shown on the file, which takes focus to be chosen again.
    await waitFor(() =>
      expect(cvField(canvas)).toHaveAccessibleDescription(
        `${copy.hints.cv} ${jobApplicationMessages.cvType}`,
      ),
    );
    await expect(cvField(canvas)).toHaveFocus();
    await expect(field(canvas, copy.labels.name)).toHaveValue('Ann Baker');
    // Removing the file and sending without one is allowed (the CV is optional).
    await userEvent.click(canvas.getByRole('button', { name: copy.removeFile }));
    await waitFor(() => expect(canvas.queryByText(jobApplicationMessages.cvType)).toBeNull());
  },
};

export const HoneypotFilled: Story = {
  name: 'Honeypot filled',
  play: async ({ canvas, args, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.type(honeypot(canvas), 'https://spam.example');
    await userEvent.click(submit(canvas));
    await expect(args.sendApplication).not.toHaveBeenCalled();
    await expect(field(canvas, copy.labels.name)).toHaveValue('Ann Baker');
  },
};
