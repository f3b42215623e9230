import { forwardRef } from 'react';
import { InboxMessageActions, type InboxMessageActionsCopy } from './InboxMessageActions';
import { InboxMessageFields, type InboxMessageFieldsCopy } from './InboxMessageFields';
import type { InboxMessageAction, InboxMessageDetail } from './inboxTypes';
import { InboxViewFrame } from './InboxViewFrame';

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
  return (
    <InboxViewFrame
      ref={ref}
      name={message.name}
      detail={message.company}
      receivedAt={message.receivedAt}
      dateTime={message.dateTime}
      read={message.read}
      unreadLabel={copy.unread}
      readChange={message.readChange}
      readChangeLabel={copy.readChange}
      error={error}
      headingLevel={headingLevel}
      actions={
        <InboxMessageActions
          message={message}
          copy={copy.actions}
          replyHref={replyHref}
          busy={busy}
          onToggleRead={onToggleRead}
          onSendAgain={onSendAgain}
          onDelete={onDelete}
        />
      }
      fields={<InboxMessageFields message={message} copy={copy.fields} />}
    />
  );
});
