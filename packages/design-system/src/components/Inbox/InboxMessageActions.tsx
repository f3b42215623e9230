import { Mail, MailOpen, Reply, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { DeleteMessageDialog, type DeleteMessageDialogCopy } from './DeleteMessageDialog';
import type { InboxMessageAction, InboxMessageDetail } from './inboxTypes';
import * as styles from './InboxMessageView.css';
import { IconLabel } from './IconLabel';

/** The actions' words. */
export interface InboxMessageActionsCopy {
  /** The name of the group of actions, e.g. 'Actions'. */
  label: string;
  reply: string;
  markRead: string;
  markUnread: string;
  markingRead: string;
  markingUnread: string;
  sendAgain: string;
  sendingAgain: string;
  delete: string;
  deleting: string;
  deleteDialog: DeleteMessageDialogCopy;
}

export interface InboxMessageActionsProps {
  message: InboxMessageDetail;
  copy: InboxMessageActionsCopy;
  replyHref: string;
  busy: Partial<Record<InboxMessageAction, boolean>>;
  onToggleRead: (read: boolean) => void;
  onSendAgain: () => void;
  onDelete: () => void;
}

/** Reply, Mark read or unread, Send again (only once delivery has given up) and Delete. */
export function InboxMessageActions({
  message,
  copy,
  replyHref,
  busy,
  onToggleRead,
  onSendAgain,
  onDelete,
}: InboxMessageActionsProps) {
  const ReadIcon = message.read ? Mail : MailOpen;
  const canSendAgain = message.delivery.state === 'given-up';
  const toggleReadRef = useRef<HTMLButtonElement>(null);
  const couldSendAgain = useRef(canSendAgain);
  useEffect(() => {
    // Once sent again, Send Again goes away, taking focus with it: keep it among the actions.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (couldSendAgain.current && !canSendAgain && lost) toggleReadRef.current?.focus();
    couldSendAgain.current = canSendAgain;
  }, [canSendAgain]);
  return (
    <div role="group" aria-label={copy.label} className={styles.actions}>
      {/* A link: the site builds the mailto address and subject; the mail program does the rest. */}
      <Button asChild variant="primary">
        <a href={replyHref}>
          <Reply size={18} aria-hidden="true" />
          {copy.reply}
        </a>
      </Button>
      {/* The label says what pressing does, so it is not also a pressed toggle (aria-pressed). */}
      <Button
        ref={toggleReadRef}
        variant="outline"
        loading={busy.toggleRead}
        loadingLabel={message.read ? copy.markingUnread : copy.markingRead}
        onClick={() => onToggleRead(!message.read)}
      >
        <IconLabel icon={ReadIcon}>{message.read ? copy.markUnread : copy.markRead}</IconLabel>
      </Button>
      {canSendAgain && (
        <Button
          variant="outline"
          loading={busy.sendAgain}
          loadingLabel={copy.sendingAgain}
          onClick={onSendAgain}
        >
          <IconLabel icon={Send}>{copy.sendAgain}</IconLabel>
        </Button>
      )}
      <DeleteMessageDialog
        copy={copy.deleteDialog}
        sender={{ name: message.name, email: message.email }}
        triggerLabel={copy.delete}
        busy={busy.delete}
        busyLabel={copy.deleting}
        onConfirm={onDelete}
      />
    </div>
  );
}
