import { CircleAlert } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { InboxMessageActions, type InboxMessageActionsCopy } from './InboxMessageActions';
import { InboxMessageFields, type InboxMessageFieldsCopy } from './InboxMessageFields';
import type { InboxMessageAction, InboxMessageDetail } from './inboxTypes';
import * as styles from './InboxMessageView.css';

/** The message view's words; the site keeps them with the rest of its copy. */
export interface InboxMessageViewCopy {
  /** The badge on an unread message, e.g. 'Unread'. */
  unread: string;
  fields: InboxMessageFieldsCopy;
  actions: InboxMessageActionsCopy;
  /** Who last marked it and when, before the time, e.g. ({ read, by }) => `Marked ${read ? 'read' : 'unread'} by ${by} on`. */
  readChange: (change: { read: boolean; by: string }) => string;
}

export interface InboxMessageViewProps {
  copy: InboxMessageViewCopy;
  message: InboxMessageDetail;
  /** The Reply link: a mailto: address with the subject filled in, built by the site. */
  replyHref: string;
  /** The actions under way: each shows its busy label and ignores presses until it is done. */
  busy?: Partial<Record<InboxMessageAction, boolean>>;
  /** Why the last action failed, announced at once (role=alert); empty or absent otherwise. */
  error?: string;
  /** Called with the state asked for: true to mark read. */
  onToggleRead: (read: boolean) => void;
  /** Try the notification e-mail again; offered only once delivery has given up. */
  onSendAgain: () => void;
  /** Called once the deletion is confirmed in the dialog. */
  onDelete: () => void;
  /** The name's outline level: 2 beside the list on the inbox page. */
  headingLevel?: 2 | 3;
}

/**
 * One message, every field of it, and what staff can do with it. The root takes a ref and
 * tabIndex=-1, so a layout can move focus to the message it opens.
 */
export const InboxMessageView = forwardRef<HTMLElement, InboxMessageViewProps>(function InboxMessageView(
  { copy, message, replyHref, busy = {}, error, onToggleRead, onSendAgain, onDelete, headingLevel = 2 },
  ref,
) {
  const headingId = useId();
  const { readChange } = message;
  return (
    <article ref={ref} tabIndex={-1} aria-labelledby={headingId} className={styles.root}>
      <header className={styles.header}>
        <Heading level={headingLevel} size="lg" id={headingId} className={styles.title}>
          {message.name}
        </Heading>
        <p className={styles.meta}>
          {!message.read && <span className={styles.badge}>{copy.unread}</span>}
          {message.company && <span>{message.company}</span>}
          <time dateTime={message.dateTime}>{message.receivedAt}</time>
        </p>
      </header>
      <InboxMessageActions
        message={message}
        copy={copy.actions}
        replyHref={replyHref}
        busy={busy}
        onToggleRead={onToggleRead}
        onSendAgain={onSendAgain}
        onDelete={onDelete}
      />
      {readChange && (
        <p className={styles.note}>
          {copy.readChange(readChange)} <time dateTime={readChange.dateTime}>{readChange.at}</time>
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
      <InboxMessageFields message={message} copy={copy.fields} />
    </article>
  );
});
