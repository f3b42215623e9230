import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Toast.css';
import { toastAnnouncement, type ToastKind } from './toastConfig';

export interface ToastItemProps {
  kind: ToastKind;
  message: string;
  title?: string;
  /** Overrides the provider's duration for this toast. */
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel: string;
}

const icons = { success: CircleCheck, error: CircleAlert } as const;
// Colour and icon tell the kinds apart on screen; this word does it for screen readers.
const kindWords = { success: 'Success:', error: 'Error:' } as const;

/** One toast. Radix closes it after its duration, on Escape, on swipe right, or from the cross. */
export function ToastItem({
  kind,
  message,
  title,
  duration,
  open,
  onOpenChange,
  closeLabel,
}: ToastItemProps) {
  const Icon = icons[kind];
  return (
    <RadixToast.Root
      type={toastAnnouncement[kind]}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
      className={styles.toast({ kind })}
      data-kind={kind}
    >
      <Icon className={styles.icon({ kind })} size={20} aria-hidden="true" />
      <div className={styles.content}>
        {title && <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>}
        <RadixToast.Description className={styles.message}>
          <span className={visuallyHidden}>{kindWords[kind]} </span>
          {message}
        </RadixToast.Description>
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <X size={16} aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
ToastItem.displayName = 'Toast.Item';
