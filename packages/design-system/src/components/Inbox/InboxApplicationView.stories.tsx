import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { inboxApplicationViewCopy } from './Inbox.fixtures';
import { applicationById, replyHrefForApplication } from './inboxApplications.fixtures';
import { InboxApplicationView } from './InboxApplicationView';
import { storyFrame } from './storyFrame';

const withCv = applicationById('app-nwosu');
const withoutCv = applicationById('app-kowalski');

/** The value beside a term of the application's description list. */
const valueOf = (root: HTMLElement, term: string) => {
  const dt = within(root)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling as HTMLElement | null;
};

const meta = {
  title: 'Inbox/InboxApplicationView',
  component: InboxApplicationView,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: {
    copy: inboxApplicationViewCopy,
    application: withCv,
    replyHref: replyHrefForApplication(withCv),
    onToggleRead: fn(),
    onDownloadCv: fn(),
    onDelete: fn(),
  },
  argTypes: { copy: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'One job application in the staff inbox: the role, the e-mail, the LinkedIn address as a link that',
          'opens apart from the inbox, the CV by its name, type and size, consent, when it arrived and when it',
          'is erased (UK time, as the site formats them). Its actions: Reply (a mailto link the site builds),',
          'Download CV (when one was sent), Mark Read or Mark Unread, and Delete after a confirmation that says',
          'the CV goes too. Each action shows its own busy label while `busy` says it runs; `error` announces a',
          "failure. The message view's layout and manners, so staff learn one.",
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxApplicationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  name: 'Unread, with a CV',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const article = canvas.getByRole('article', { name: 'Ada Nwosu' });
    await expect(within(article).getByText('Unread')).toBeVisible();
    await expect(valueOf(canvasElement, 'E-mail')).toHaveTextContent('ada.nwosu@example.com');
    await expect(valueOf(canvasElement, 'Role')).toHaveTextContent('EPOS Support Engineer');
    const linkedin = canvas.getByRole('link', { name: 'https://www.linkedin.com/in/ada-nwosu' });
    await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-nwosu');
    // The candidate's page opens apart from the inbox, and is not told where it was opened from.
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(valueOf(canvasElement, 'CV')).toHaveTextContent('Ada Nwosu CV.pdf (PDF, 182 KB)');
    await expect(valueOf(canvasElement, 'Consent')).toHaveTextContent(
      'Agreed to the recruitment privacy notice',
    );
    await expect(valueOf(canvasElement, 'Received')?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-06-15T09:20:00Z',
    );
    const erased = valueOf(canvasElement, 'Erased on');
    await expect(erased).toHaveTextContent('15 Dec 2026');
    await expect(erased?.querySelector('time')).toHaveAttribute('dateTime', '2026-12-15T09:20:00Z');

    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', args.replyHref);
    await userEvent.click(actions.getByRole('button', { name: 'Download CV' }));
    await expect(args.onDownloadCv).toHaveBeenCalledTimes(1);
    actions.getByRole('button', { name: 'Mark Read' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleRead).toHaveBeenCalledWith(true);
  },
};

export const WithoutCv: Story = {
  name: 'Read, no CV or LinkedIn',
  args: { application: withoutCv, replyHref: replyHrefForApplication(withoutCv) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.queryByText('Unread')).toBeNull();
    await expect(valueOf(canvasElement, 'LinkedIn')).toHaveTextContent('Not given');
    await expect(valueOf(canvasElement, 'CV')).toHaveTextContent('Not given');
    // Nothing to download: no button that could only fail.
    await expect(canvas.queryByRole('button', { name: 'Download CV' })).toBeNull();
    const note = canvas.getByText(/Marked read by Sam Carter on/);
    await expect(note.querySelector('time')).toHaveAttribute('dateTime', '2026-06-15T08:00:00Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Unread' }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  name: 'Busy: each action says what it is doing',
  args: { busy: { toggleRead: true, downloadCv: true, delete: true } },
  play: async ({ canvas, args, userEvent }) => {
    for (const label of ['Downloading...', 'Marking read...', 'Deleting...']) {
      const button = canvas.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onDownloadCv).not.toHaveBeenCalled();
    await expect(args.onToggleRead).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const ActionFailed: Story = {
  name: 'An action failed',
  args: { error: 'The CV could not be downloaded. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The CV could not be downloaded. Try again.');
  },
};

export const DeleteConfirmed: Story = {
  name: 'Delete says the CV goes too, confirmed from the keyboard',
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this application?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'The application from Ada Nwosu (ada.nwosu@example.com) and its CV will be erased for good. This cannot be undone.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete Application' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
