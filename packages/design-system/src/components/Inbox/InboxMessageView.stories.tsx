import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { inboxViewCopy } from './Inbox.fixtures';
import { messageById, replyHrefFor } from './inboxMessages.fixtures';
import { InboxMessageView, type InboxMessageViewProps } from './InboxMessageView';
import { storyFrame } from './storyFrame';

const unread = messageById('msg-shah');
const givenUp = messageById('msg-okafor');
const readByStaff = messageById('msg-macleod');
const waiting = messageById('msg-bianchi');
const sparse = messageById('msg-montgomery');

/** The value beside a term of the message's description list. */
const valueOf = (root: HTMLElement, term: string) => {
  const dt = within(root)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling as HTMLElement | null;
};

const meta = {
  title: 'Inbox/InboxMessageView',
  component: InboxMessageView,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: {
    copy: inboxViewCopy,
    message: unread,
    replyHref: replyHrefFor(unread),
    onToggleRead: fn(),
    onSendAgain: fn(),
    onDelete: fn(),
  },
  argTypes: { copy: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'One message of the staff inbox: every field, the interests by their titles, consent, when it',
          'arrived (UK time, as the site formats it) and where its notification e-mail stands. Its actions:',
          'Reply (a mailto link the site builds), Mark Read or Mark Unread (with who last did and when), Send',
          'Again once delivery has given up, and Delete after a confirmation. Each action shows its own busy',
          'label while `busy` says it runs; `error` announces a failure.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxMessageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const article = canvas.getByRole('article', { name: 'Priya Shah' });
    await expect(within(article).getByText('Unread')).toBeVisible();
    await expect(valueOf(canvasElement, 'E-mail')).toHaveTextContent('priya@copperpot.co.uk');
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('+44 20 7946 0958');
    await expect(canvas.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    await expect(valueOf(canvasElement, 'Company')).toHaveTextContent('The Copper Pot');
    const interests = within(valueOf(canvasElement, 'Interests') as HTMLElement).getAllByRole('listitem');
    await expect(interests.map((item) => item.textContent)).toEqual([
      'EPOS & Table Ordering',
      'Data & Analytics',
    ]);
    await expect(valueOf(canvasElement, 'Consent')).toHaveTextContent('Agreed to the privacy policy');
    const received = valueOf(canvasElement, 'Received')?.querySelector('time');
    await expect(received).toHaveAttribute('dateTime', '2026-06-15T08:12:00Z');
    await expect(valueOf(canvasElement, 'Notification e-mail')).toHaveTextContent(
      'E-mailed to the team1 attempt',
    );
    // The message as written: its line breaks are kept on screen.
    const text = canvas.getByText(/We run two restaurants/);
    await expect(text.textContent).toBe(unread.message);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');

    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', args.replyHref);
    await expect(actions.queryByRole('button', { name: 'Send Again' })).toBeNull();
    await userEvent.click(actions.getByRole('button', { name: 'Mark Read' }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(true);
  },
};

export const ReadByStaff: Story = {
  name: 'Read, with who marked it',
  args: { message: readByStaff, replyHref: replyHrefFor(readByStaff) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.queryByText('Unread')).toBeNull();
    const note = canvas.getByText(/Marked read by Sam Carter on/);
    await expect(note.querySelector('time')).toHaveAttribute('dateTime', '2026-06-14T10:02:00Z');
    await expect(valueOf(canvasElement, 'Company')).toHaveTextContent('Not given');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Unread' }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(false);
  },
};

export const GivenUp: Story = {
  name: 'Delivery given up: Send Again',
  args: { message: givenUp, replyHref: replyHrefFor(givenUp) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const delivery = valueOf(canvasElement, 'Notification e-mail');
    await expect(delivery).toHaveTextContent('Given up');
    await expect(delivery).toHaveTextContent('5 attempts');
    await expect(delivery).toHaveTextContent('Last error: SMTP 550 5.1.1 mailbox unavailable');
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('Not given');
    canvas.getByRole('button', { name: 'Send Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendAgain).toHaveBeenCalledTimes(1);
  },
};

/** The view as the site holds it: Send Again puts the message back in the queue. */
function SendsAgain(props: InboxMessageViewProps) {
  const [message, setMessage] = useState(props.message);
  return (
    <InboxMessageView
      {...props}
      message={message}
      onSendAgain={() => {
        props.onSendAgain();
        setMessage({ ...message, delivery: { state: 'waiting', attempts: 0 } });
      }}
    />
  );
}

export const SentAgain: Story = {
  name: 'Sent again: focus stays with the actions',
  args: { message: givenUp, replyHref: replyHrefFor(givenUp) },
  render: (args) => <SendsAgain {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Send Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendAgain).toHaveBeenCalledTimes(1);
    await expect(valueOf(canvasElement, 'Notification e-mail')).toHaveTextContent('Waiting to be e-mailed');
    await expect(canvas.queryByRole('button', { name: 'Send Again' })).toBeNull();
    // The button that was pressed is gone; focus lands on its neighbour, not the top of the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark Read' })).toHaveFocus());
  },
};

export const Waiting: Story = {
  name: 'Delivery waiting',
  args: { message: waiting, replyHref: replyHrefFor(waiting) },
  play: async ({ canvas, canvasElement }) => {
    const delivery = valueOf(canvasElement, 'Notification e-mail');
    await expect(delivery).toHaveTextContent('Waiting to be e-mailed');
    await expect(delivery).toHaveTextContent('2 attempts');
    await expect(delivery).toHaveTextContent('Last error: Connection timed out');
    // Still being tried: nothing to send again yet.
    await expect(canvas.queryByRole('button', { name: 'Send Again' })).toBeNull();
  },
};

export const OptionalFieldsEmpty: Story = {
  name: 'Optional fields empty, long words',
  args: { message: sparse, replyHref: replyHrefFor(sparse) },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('Not given');
    await expect(valueOf(canvasElement, 'Interests')).toHaveTextContent('Not given');
    // The long address wraps inside the view instead of widening the page.
    const article = canvasElement.querySelector('article') as HTMLElement;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

export const Busy: Story = {
  name: 'Busy: each action says what it is doing',
  args: {
    message: givenUp,
    replyHref: replyHrefFor(givenUp),
    busy: { toggleRead: true, sendAgain: true, delete: true },
  },
  play: async ({ canvas, args, userEvent }) => {
    for (const label of ['Marking read...', 'Sending...', 'Deleting...']) {
      const button = canvas.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // The busy words and spinner fit the width the button keeps from its label.
      const busy = button.lastElementChild as HTMLElement;
      await expect(busy.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await userEvent.click(button);
    }
    await expect(args.onToggleRead).not.toHaveBeenCalled();
    await expect(args.onSendAgain).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const ActionFailed: Story = {
  name: 'An action failed',
  args: { error: 'The message could not be marked read. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The message could not be marked read. Try again.',
    );
  },
};

export const DeleteConfirmation: Story = {
  name: 'Delete asks first, Cancel focused',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    // The dialog is in the browser's top layer; queried from the body as every overlay is.
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete this message?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The message from Priya Shah (priya@copperpot.co.uk) and its delivery record will be erased for good. This cannot be undone.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Cancel first, then the destructive action; focus stays inside the dialog.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete Message' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteCancelled: Story = {
  name: 'Escape or Cancel keeps the message',
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  name: 'Delete confirmed from the keyboard',
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
