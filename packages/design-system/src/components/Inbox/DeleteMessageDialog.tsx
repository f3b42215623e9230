import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { Button } from '../Button/Button';
import * as styles from './DeleteMessageDialog.css';
import { IconLabel } from './IconLabel';

/** The confirmation's words. */
export interface DeleteMessageDialogCopy {
  /** e.g. 'Delete this message?' */
  title: string;
  /** What will be erased, e.g. ({ name }) => `The message from ${name} and its delivery record are erased for good.` */
  description: (sender: { name: string; email: string }) => string;
  cancel: string;
  /** The destructive action, e.g. 'Delete message'. */
  confirm: string;
}

export interface DeleteMessageDialogProps {
  copy: DeleteMessageDialogCopy;
  sender: { name: string; email: string };
  /** The button that opens the confirmation. */
  triggerLabel: string;
  /** While deleting: the trigger says `busyLabel` and ignores presses. */
  busy?: boolean;
  busyLabel: string;
  /** Called when the deletion is confirmed; the dialog has closed by then. */
  onConfirm: () => void;
}

/**
 * Delete, confirmed first. An alert dialog: it takes focus and holds it until answered, Escape or
 * Cancel backs out, and Cancel is where focus starts, so a stray Enter erases nothing. Focus goes
 * back to the Delete button when it closes.
 */
export function DeleteMessageDialog({
  copy,
  sender,
  triggerLabel,
  busy,
  busyLabel,
  onConfirm,
}: DeleteMessageDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" loading={busy} loadingLabel={busyLabel}>
          <IconLabel icon={Trash2}>{triggerLabel}</IconLabel>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{copy.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {copy.description(sender)}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{copy.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className={styles.destructive} onClick={onConfirm}>
                <IconLabel icon={Trash2}>{copy.confirm}</IconLabel>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
DeleteMessageDialog.displayName = 'DeleteMessageDialog';
