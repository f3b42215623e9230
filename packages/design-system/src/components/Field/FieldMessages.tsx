import { CircleAlert } from 'lucide-react';
import * as styles from './Field.css';

/** The `*` after a required label. Hidden from assistive tech: the control says it with aria-required. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * The message under an invalid control. Not a live region: on submit react-hook-form moves focus to
 * the first invalid control, whose aria-describedby reads this text; a live region per field would
 * make screen readers announce every error at once.
 */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}
