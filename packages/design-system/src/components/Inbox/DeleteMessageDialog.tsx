import { Trash2 } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
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
 *
 * The browser's own modal <dialog> rather than Radix's: Radix locks the page's scroll by writing a
 * <style> element at run time, which the site's Content-Security-Policy refuses (no inline styles
 * but hashed ones), and the page then logs the refusal. A modal <dialog> makes the rest of the page
 * inert and closes on Escape by itself.
 */
export function DeleteMessageDialog({
  copy,
  sender,
  triggerLabel,
  busy,
  busyLabel,
  onConfirm,
}: DeleteMessageDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const open = () => {
    dialog.current?.showModal();
    cancel.current?.focus();
  };
  const close = () => dialog.current?.close();
  // Escape backs out here too, not only through the browser's own close request: a keypress made
  // by a script (assistive software's, a test's) never makes that request.
  // Tab and Shift+Tab go round the two buttons: the page behind is inert, and leaving for the
  // browser's own controls would lose the question mid-answer.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const [first, last] = [cancel.current, confirm.current];
    const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
    if (!leaving) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };

  return (
    <>
      <Button ref={trigger} variant="outline" loading={busy} loadingLabel={busyLabel} onClick={open}>
        <IconLabel icon={Trash2}>{triggerLabel}</IconLabel>
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.content}
        onKeyDown={onKeyDown}
        onClose={() => trigger.current?.focus()}
      >
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {copy.description(sender)}
        </p>
        <div className={styles.actions}>
          <Button ref={cancel} variant="outline" onClick={close}>
            {copy.cancel}
          </Button>
          <Button
            ref={confirm}
            className={styles.destructive}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            <IconLabel icon={Trash2}>{copy.confirm}</IconLabel>
          </Button>
        </div>
      </dialog>
    </>
  );
}
DeleteMessageDialog.displayName = 'DeleteMessageDialog';
