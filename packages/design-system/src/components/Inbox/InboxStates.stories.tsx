import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  inboxEmptyCopy,
  inboxErrorCopy,
  inboxListCopy,
  inboxLoadingLabel,
  inboxNoMatchesCopy,
  inboxNotStaffCopy,
  inboxRetentionText,
  inboxSignedOutCopy,
} from './Inbox.fixtures';
import { inboxSummaries } from './inboxMessages.fixtures';
import { InboxLoading } from './InboxLoading';
import { InboxMessageList } from './InboxMessageList';
import { InboxRetentionNote } from './InboxRetentionNote';
import { InboxAccessNotice, InboxEmpty, InboxError, InboxNoMatches } from './InboxStates';
import { storyFrame } from './storyFrame';

/** The states' callbacks, spied on by the stories. */
interface StatesArgs {
  onClearFilters: () => void;
  onRetry: () => void;
  onAction: () => void;
}

const meta = {
  title: 'Inbox/States',
  tags: ['autodocs'],
  decorators: [storyFrame],
  args: { onClearFilters: fn(), onRetry: fn(), onAction: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'What the staff inbox shows instead of messages. `InboxEmpty`: nothing has arrived. `InboxNoMatches`:',
          'the filters hide every message (said politely, with Clear Filters). `InboxLoading`: placeholder rows the',
          'size of real ones and a polite status. `InboxError`: announced at once, with Try Again. `InboxAccessNotice`:',
          'signed out (Sign In) or an account without staff access (Sign Out). `InboxRetentionNote`: how long',
          'messages are kept, always on screen under the list.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<StatesArgs>;
export default meta;
type Story = StoryObj<StatesArgs>;

/** The status with words in it (every Button keeps an empty one of its own). */
const spokenStatuses = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('status')
    .filter((status) => status.textContent !== '');

export const Empty: Story = {
  name: 'Empty inbox',
  render: () => <InboxEmpty copy={inboxEmptyCopy} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText(inboxEmptyCopy.text)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoMatches: Story = {
  name: 'Nothing matches the filters',
  render: (args) => <InboxNoMatches copy={inboxNoMatchesCopy} onClearFilters={args.onClearFilters} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(spokenStatuses(canvasElement).map((status) => status.textContent)).toEqual([
      `${inboxNoMatchesCopy.title}${inboxNoMatchesCopy.text}`,
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toHaveFocus();
  },
};

export const Loading: Story = {
  render: () => <InboxLoading label={inboxLoadingLabel} />,
  play: async ({ canvasElement }) => {
    await expect(spokenStatuses(canvasElement).map((status) => status.textContent)).toEqual([
      inboxLoadingLabel,
    ]);
    // The placeholder rows are drawing, not content.
    await expect(canvasElement.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
  },
};

const oneLineRow = inboxSummaries.filter((message) => message.id === 'msg-macleod');

export const LoadingKeepsTheLayout: Story = {
  name: 'Loading: the list takes its place without a jump',
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: 24 }}>
      <div data-testid="loading">
        <InboxLoading label={inboxLoadingLabel} rows={1} />
      </div>
      <div data-testid="loaded">
        <InboxMessageList copy={inboxListCopy} messages={oneLineRow} unreadCount={2} onOpen={args.onAction} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByTestId('loading');
    const loaded = canvas.getByTestId('loaded');
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0;
    // Row for row and as a whole: the first screen keeps its shape when the messages arrive (a row
    // whose lines fit the width; a longer one wraps, which no placeholder can foresee).
    await expect(height(loading.querySelector('li'))).toBeCloseTo(height(loaded.querySelector('li')), 0);
    await expect(height(loading.firstElementChild)).toBeCloseTo(height(loaded.firstElementChild), 0);
  },
};

export const ErrorState: Story = {
  name: 'Error, with Try Again',
  render: (args) => <InboxError copy={inboxErrorCopy} onRetry={args.onRetry} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The messages could not be loadedCheck your connection, then try again.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  name: 'Error, trying again',
  render: (args) => <InboxError copy={inboxErrorCopy} onRetry={args.onRetry} retrying />,
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Retrying...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The busy words and spinner fit the width the button keeps.
    const busy = button.lastElementChild as HTMLElement;
    await expect(busy.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  name: 'Signed out',
  render: (args) => (
    <InboxAccessNotice reason="signedOut" copy={inboxSignedOutCopy} onAction={args.onAction} />
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'You are signed out' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const NotStaff: Story = {
  name: 'Signed in without staff access',
  render: (args) => <InboxAccessNotice reason="notStaff" copy={inboxNotStaffCopy} onAction={args.onAction} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: inboxNotStaffCopy.title })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const RetentionNote: Story = {
  name: 'Retention note',
  render: () => <InboxRetentionNote text={inboxRetentionText} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(inboxRetentionText)).toBeVisible();
  },
};
