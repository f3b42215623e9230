import type { KeyboardEventHandler } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { InboxMessageSummary } from './inboxTypes';
import * as styles from './InboxMessageRow.css';

// Screen readers read the row as one name: hidden commas keep its parts apart.
const pause = <span className={visuallyHidden}>, </span>;

export interface InboxMessageRowProps {
  message: InboxMessageSummary;
  selected: boolean;
  /** Said before an unread message's sender, e.g. 'Unread'. */
  unreadLabel: string;
  onOpen: (id: string) => void;
  /** The list's arrow-key movement between rows. */
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
}

/**
 * One message in the list: a button, so Tab reaches it and Enter or Space opens it. A button holds
 * only phrasing content, so every line is a span laid out as a block.
 */
export function InboxMessageRow({ message, selected, unreadLabel, onOpen, onKeyDown }: InboxMessageRowProps) {
  const { id, name, company, email, preview, receivedAt, dateTime, interests, read } = message;
  return (
    <button
      type="button"
      className={styles.row}
      data-message-id={id}
      data-read={read}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(id)}
      onKeyDown={onKeyDown}
    >
      {read ? <span aria-hidden="true" /> : <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.body}>
        <span className={styles.topLine}>
          <span className={styles.sender}>
            {!read && <span className={visuallyHidden}>{unreadLabel}: </span>}
            <span className={styles.name}>{name}</span>
            {company && <span className={styles.muted}> · {company}</span>}
            {pause}
          </span>
          <time className={styles.time} dateTime={dateTime}>
            {receivedAt}
          </time>
          {pause}
        </span>
        <span className={styles.email}>
          {email}
          {pause}
        </span>
        {preview && (
          <span className={styles.preview}>
            {preview}
            {interests.length > 0 && pause}
          </span>
        )}
        {interests.length > 0 && (
          <span className={styles.interests}>
            {interests.map((interest, index) => (
              <span key={interest} className={styles.interest}>
                {index > 0 && pause}
                {interest}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}
