import type { ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldError, FieldHint, RequiredMarker } from './FieldMessages';
import { useFieldIds, type FieldControlProps } from './useFieldIds';

export type { FieldControlProps };

export interface FieldProps {
  /** The visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Shows a `*` after the label and sets `aria-required` on the control. */
  required?: boolean;
  /** Helper text between the label and the control, read after the label by screen readers. */
  hint?: string;
  /** The validation message; when set the control gets `aria-invalid` and the message is linked to it. */
  error?: string;
  /** The control's id; a stable `useId` value by default. */
  id?: string;
  className?: string;
  /**
   * Renders the control. Spread the props it receives onto the control (before `register(...)`):
   * they carry the id, aria-required, aria-invalid and aria-describedby.
   */
  children: (controlProps: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: label, optional hint, the control, and the error under it. Use it around
 * TextInput and TextArea; Checkbox and CheckboxGroup carry their own label and messages.
 */
export function Field({ label, required, hint, error, id, className, children }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, required });
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-state={error ? 'invalid' : 'valid'}
    >
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children(controlProps)}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
