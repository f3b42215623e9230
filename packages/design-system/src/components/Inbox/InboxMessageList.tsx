import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import type { InboxMessageSummary } from './inboxTypes';
import * as styles from './InboxMessageList.css';
import { InboxMessageRow } from './InboxMessageRow';

/** The list's words; the site keeps them with the rest of its copy. */
export interface InboxMessageListCopy {
  /** The list's heading, e.g. 'Messages'. */
  heading: string;
  /** The count beside the heading, e.g. (3) => '3 unread'. */
  unreadCount: (count: number) => string;
  /** Said by screen readers before an unread message's sender, e.g. 'Unread'. */
  unread: string;
  /** The button under the list that loads the next page, e.g. 'Show More'. */
  showMore: string;
  /** Its label while the page loads, e.g. 'Loading more...'. */
  loadingMore: string;
}

export interface InboxMessageListProps {
  copy: InboxMessageListCopy;
  /** The messages to show (after filtering); listed newest first whatever their order here. */
  messages: readonly InboxMessageSummary[];
  /** Unread messages in the whole inbox, not only those the filters show. */
  unreadCount: number;
  /** The open message, marked with aria-current. */
  selectedId?: string | null;
  /** Called with a message's id when its row is pressed. */
  onOpen: (id: string) => void;
  /** Shown under the heading instead of the list when `messages` is empty: InboxEmpty or InboxNoMatches. */
  empty?: ReactNode;
  /** The heading's outline level: 2 on the inbox page (its h1 is the page title). */
  headingLevel?: 2 | 3;
  /** Loads the next page: given while older messages remain, it shows the Show More button. */
  onShowMore?: () => void;
  /** While the next page loads: the button says `copy.loadingMore` and ignores presses. */
  loadingMore?: boolean;
}

const newestFirst = (a: InboxMessageSummary, b: InboxMessageSummary) =>
  Date.parse(b.dateTime) - Date.parse(a.dateTime);

const moves: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Every row is its own tab stop (Tab and Enter always work); the arrow keys, Home and End move
 * between rows as well, which is quicker in a long inbox.
 */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  const list = event.currentTarget.closest('ul');
  if (!move || !list || event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = [...list.querySelectorAll<HTMLButtonElement>('button[data-message-id]')];
  const index = rows.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  rows[move(index, rows.length - 1)]?.focus();
}

/**
 * The inbox's messages, newest first, with the unread ones marked and counted; Show More under them
 * while older ones remain (a page at a time: the server never sends the whole inbox).
 */
export function InboxMessageList({
  copy,
  messages,
  unreadCount,
  selectedId,
  onOpen,
  empty,
  headingLevel = 2,
  onShowMore,
  loadingMore = false,
}: InboxMessageListProps) {
  const headingId = useId();
  const sorted = messages.toSorted(newestFirst);
  const list = useRef<HTMLUListElement>(null);
  // Pressed Show More: the row to focus once the page is in, so the keyboard carries on from there
  // (the button itself moves down below the new rows).
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loadingMore) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLButtonElement>('button[data-message-id]')[index]?.focus();
  }, [loadingMore, sorted.length]);
  const showMore = () => {
    firstNew.current = sorted.length;
    onShowMore?.();
  };
  return (
    <div className={styles.root}>
      <Heading level={headingLevel} size="md" id={headingId} className={styles.heading}>
        {copy.heading} <span className={styles.count}>{copy.unreadCount(unreadCount)}</span>
      </Heading>
      {sorted.length === 0 ? (
        empty
      ) : (
        <ul ref={list} className={styles.list} aria-labelledby={headingId}>
          {sorted.map((message) => (
            <li key={message.id} className={styles.item}>
              <InboxMessageRow
                message={message}
                selected={message.id === selectedId}
                unreadLabel={copy.unread}
                onOpen={onOpen}
                onKeyDown={moveFocus}
              />
            </li>
          ))}
        </ul>
      )}
      {onShowMore && sorted.length > 0 && (
        <Button
          variant="outline"
          className={styles.showMore}
          loading={loadingMore}
          loadingLabel={copy.loadingMore}
          onClick={showMore}
        >
          {copy.showMore}
        </Button>
      )}
    </div>
  );
}
