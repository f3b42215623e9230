import { CircleAlert } from 'lucide-react';
import { forwardRef, useId, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import type { InboxReadChange } from './inboxTypes';
import * as styles from './InboxMessageView.css';

export interface InboxViewFrameProps {
  /** Who wrote: the article's name. */
  name: string;
  /** Beside the time under the name: the company, the role; nothing when empty. */
  detail?: string;
  receivedAt: string;
  dateTime: string;
  read: boolean;
  /** The badge on an unread item, e.g. 'Unread'. */
  unreadLabel: string;
  readChange?: InboxReadChange;
  readChangeLabel: (change: { read: boolean; by: string }) => string;
  error?: string;
  headingLevel: 2 | 3;
  actions: ReactNode;
  fields: ReactNode;
}

/**
 * What the message view and the application view share: an article named by the sender, the
 * unread badge and the time, the actions, who last marked it, an alert for a failed action, then
 * the fields. The root takes a ref and tabIndex=-1, so a layout can move focus to what it opens.
 */
export const InboxViewFrame = forwardRef<HTMLElement, InboxViewFrameProps>(function InboxViewFrame(
  {
    name,
    detail,
    receivedAt,
    dateTime,
    read,
    unreadLabel,
    readChange,
    readChangeLabel,
    error,
    headingLevel,
    actions,
    fields,
  },
  ref,
) {
  const headingId = useId();
  return (
    <article ref={ref} tabIndex={-1} aria-labelledby={headingId} className={styles.root}>
      <header className={styles.header}>
        <Heading level={headingLevel} size="lg" id={headingId} className={styles.title}>
          {name}
        </Heading>
        <p className={styles.meta}>
          {!read && <span className={styles.badge}>{unreadLabel}</span>}
          {detail && <span>{detail}</span>}
          <time dateTime={dateTime}>{receivedAt}</time>
        </p>
      </header>
      {actions}
      {readChange && (
        <p className={styles.note}>
          {readChangeLabel(readChange)} <time dateTime={readChange.dateTime}>{readChange.at}</time>
        </p>
      )}
      {/* Always in the page, so screen readers notice when a message appears in it. */}
      <p role="alert" className={styles.alert}>
        {error && (
          <>
            <CircleAlert className={styles.icon} aria-hidden="true" focusable="false" />
            {error}
          </>
        )}
      </p>
      {fields}
    </article>
  );
});
