import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastItem } from './Toast';
import * as styles from './Toast.css';
import { TOAST_DURATION_MS, type ToastKind } from './toastConfig';
import { ToastContext, type ToastApi, type ToastOptions } from './useToast';

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds each toast stays; 4000 unless a story needs a clock it controls. */
  duration?: number;
  /** Name of the toast region among the page's landmarks; `{hotkey}` becomes F8. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

interface QueuedToast extends ToastOptions {
  id: number;
  kind: ToastKind;
  message: string;
  open: boolean;
}

/**
 * Makes useToast() work below it and renders the toasts in a viewport at the top right. Put it
 * once around the site layout.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close notification',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const show = useCallback((kind: ToastKind, message: string, options?: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    // Closed toasts have finished (or are finishing) their exit; forget them as new ones arrive.
    setToasts((current) => [...current.filter((t) => t.open), { ...options, id, kind, message, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, kind, message, title, duration: own }) => (
          <ToastItem
            key={id}
            kind={kind}
            message={message}
            title={title}
            duration={own}
            open={open}
            onOpenChange={(isOpen) => {
              if (!isOpen) close(id);
            }}
            closeLabel={closeLabel}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
