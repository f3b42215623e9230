import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { expectStatesPainted } from '../../storybook/expectStates';
import { pseudoStates, StateGrid } from '../../storybook/interactionStates';
import { inboxEmptyCopy, inboxListCopy, inboxNoMatchesCopy } from './Inbox.fixtures';
import { inboxSummaries } from './inboxMessages.fixtures';
import { InboxMessageList } from './InboxMessageList';
import { InboxEmpty, InboxNoMatches } from './InboxStates';
import { storyFrame } from './storyFrame';

const meta = {
  title: 'Inbox/InboxMessageList',
  component: InboxMessageList,
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: { copy: inboxListCopy, messages: inboxSummaries, unreadCount: 2, onOpen: fn() },
  argTypes: { copy: { control: false }, empty: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'The messages of the staff inbox, newest first, under a heading that counts the unread ones.',
          'Each row is a button: sender, company, e-mail address, a one-line preview, when it arrived and the',
          'interests. Unread rows have a dot and heavier text, and screen readers hear "Unread" first. The open',
          'message is marked with `aria-current`. Pass the rows as the filters show them and `unreadCount` for',
          'the whole inbox; pass `empty` (InboxEmpty or InboxNoMatches) for when there are none. The server',
          'sends a page at a time: while older messages remain, pass `onShowMore` and the list ends in a',
          'Show More button (full width on a phone); once the page is in, focus moves to its first row.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof InboxMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: { getAllByRole: (role: 'button') => HTMLElement[] }) =>
  canvas.getAllByRole('button').filter((button) => button.hasAttribute('data-message-id'));

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Messages 2 unread');
    const list = canvas.getByRole('list', { name: 'Messages 2 unread' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Newest first, whatever order the messages came in.
    await expect(rows(canvas).map((row) => row.dataset.messageId)).toEqual([
      'msg-shah',
      'msg-okafor',
      'msg-macleod',
      'msg-bianchi',
      'msg-montgomery',
    ]);
    // Unread: said in words, not only shown by the dot and the weight.
    const unread = canvas.getByRole('button', { name: /^Unread: Priya Shah/ });
    await expect(unread).toHaveAttribute('data-read', 'false');
    await expect(canvas.getByRole('button', { name: /^Eilidh MacLeod/ })).toHaveAttribute(
      'data-read',
      'true',
    );
    const time = unread.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-06-15T08:12:00Z');
    await expect(time).toHaveTextContent('15 Jun 2026, 09:12');
    await userEvent.click(unread);
    await expect(args.onOpen).toHaveBeenCalledWith('msg-shah');
  },
};

export const Selected: Story = {
  name: 'Open message marked',
  args: { selectedId: 'msg-macleod' },
  play: async ({ canvas }) => {
    const current = rows(canvas).filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(current.map((row) => row.dataset.messageId)).toEqual(['msg-macleod']);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab, arrows, Enter',
  play: async ({ canvas, args, userEvent }) => {
    const [first, second, , , last] = rows(canvas);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith('msg-shah');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenLastCalledWith('msg-okafor');
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    // Every row is a tab stop too.
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
};

export const AllRead: Story = {
  name: 'All read',
  args: {
    messages: inboxSummaries.map((message) => ({ ...message, read: true })),
    unreadCount: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Messages None unread');
    await expect(canvas.queryByRole('button', { name: /^Unread/ })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty inbox',
  args: { messages: [], unreadCount: 0, empty: <InboxEmpty copy={inboxEmptyCopy} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(inboxEmptyCopy.title)).toBeVisible();
  },
};

export const NoMatches: Story = {
  name: 'Nothing matches the filters',
  args: {
    messages: [],
    empty: <InboxNoMatches copy={inboxNoMatchesCopy} onClearFilters={fn()} />,
  },
  play: async ({ canvas }) => {
    // Said politely as the filters change (the button's own status stays empty).
    const statuses = canvas.getAllByRole('status').filter((status) => status.textContent !== '');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent(inboxNoMatchesCopy.title);
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

/** A row at rest, hovered and focused from the keyboard, unread and read, without pointing. */
export const States: Story = {
  parameters: { pseudo: pseudoStates('button') },
  render: (args) => (
    <StateGrid states={['rest', 'hover', 'focusVisible']} direction="column">
      {() => <InboxMessageList {...args} messages={inboxSummaries.slice(0, 2)} selectedId={null} />}
    </StateGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectStatesPainted(canvasElement, 'button', ['hover', 'focusVisible']);
  },
};

const newestFirst = inboxSummaries.toSorted((a, b) => Date.parse(b.dateTime) - Date.parse(a.dateTime));

/** A list that loads its second page when asked, as the inbox page does (the answer a moment later). */
function PagedList(props: Parameters<typeof InboxMessageList>[0]) {
  const [count, setCount] = useState(3);
  const [loading, setLoading] = useState(false);
  const more = () => {
    setLoading(true);
    void Promise.resolve().then(() => {
      setCount(newestFirst.length);
      setLoading(false);
    });
  };
  return (
    <InboxMessageList
      {...props}
      messages={newestFirst.slice(0, count)}
      onShowMore={count < newestFirst.length ? more : undefined}
      loadingMore={loading}
    />
  );
}

export const ShowMore: Story = {
  name: 'Show more: keyboard',
  render: (args) => <PagedList {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(rows(canvas)).toHaveLength(3);
    const more = canvas.getByRole('button', { name: 'Show More' });
    // After the last row, in the tab order.
    for (let tab = 0; tab < 4; tab += 1) await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /^Marco Bianchi/ })).toHaveFocus();
    await expect(rows(canvas).map((row) => row.dataset.messageId)).toEqual([
      'msg-shah',
      'msg-okafor',
      'msg-macleod',
      'msg-bianchi',
      'msg-montgomery',
    ]);
    // The last page: no button left to press.
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  name: 'Show more: loading',
  args: { messages: newestFirst.slice(0, 3), onShowMore: fn(), loadingMore: true },
  play: async ({ canvas, args, userEvent }) => {
    const busy = canvas.getByRole('button', { name: 'Loading more...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onShowMore).not.toHaveBeenCalled();
  },
};
