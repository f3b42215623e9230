import { Download, Mail, MailOpen, Reply } from 'lucide-react';
import { Button } from '../Button/Button';
import { DeleteMessageDialog, type DeleteMessageDialogCopy } from './DeleteMessageDialog';
import type { InboxApplicationAction, InboxApplicationDetail } from './inboxTypes';
import * as styles from './InboxMessageView.css';
import { IconLabel } from './IconLabel';

/** The application actions' words. */
export interface InboxApplicationActionsCopy {
  /** The name of the group of actions, e.g. 'Actions'. */
  label: string;
  reply: string;
  downloadCv: string;
  downloadingCv: string;
  markRead: string;
  markUnread: string;
  markingRead: string;
  markingUnread: string;
  delete: string;
  deleting: string;
  deleteDialog: DeleteMessageDialogCopy;
}

export interface InboxApplicationActionsProps {
  application: InboxApplicationDetail;
  copy: InboxApplicationActionsCopy;
  replyHref: string;
  busy: Partial<Record<InboxApplicationAction, boolean>>;
  onToggleRead: (read: boolean) => void;
  onDownloadCv: () => void;
  onDelete: () => void;
}

/** Reply, Download CV (when one was sent), Mark read or unread, and Delete. */
export function InboxApplicationActions({
  application,
  copy,
  replyHref,
  busy,
  onToggleRead,
  onDownloadCv,
  onDelete,
}: InboxApplicationActionsProps) {
  const ReadIcon = application.read ? Mail : MailOpen;
  return (
    <div role="group" aria-label={copy.label} className={styles.actions}>
      <Button asChild variant="primary">
        <a href={replyHref}>
          <Reply size={18} aria-hidden="true" />
          {copy.reply}
        </a>
      </Button>
      {/* A button, not a link: the file is fetched with the staff token, which a link cannot send. */}
      {application.cv && (
        <Button
          variant="outline"
          loading={busy.downloadCv}
          loadingLabel={copy.downloadingCv}
          onClick={onDownloadCv}
        >
          <IconLabel icon={Download}>{copy.downloadCv}</IconLabel>
        </Button>
      )}
      <Button
        variant="outline"
        loading={busy.toggleRead}
        loadingLabel={application.read ? copy.markingUnread : copy.markingRead}
        onClick={() => onToggleRead(!application.read)}
      >
        <IconLabel icon={ReadIcon}>{application.read ? copy.markUnread : copy.markRead}</IconLabel>
      </Button>
      <DeleteMessageDialog
        copy={copy.deleteDialog}
        sender={{ name: application.name, email: application.email }}
        triggerLabel={copy.delete}
        busy={busy.delete}
        busyLabel={copy.deleting}
        onConfirm={onDelete}
      />
    </div>
  );
}
