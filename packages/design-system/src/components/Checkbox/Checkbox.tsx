import { Check } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../styles/focus.css';
import { FieldError, FieldHint, RequiredMarker } from '../Field/FieldMessages';
import { useFieldIds } from '../Field/useFieldIds';
import * as styles from './Checkbox.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'required' | 'children'
>;

export interface CheckboxProps extends NativeProps {
  /** The label; may contain a link (e.g. to the privacy policy), which stays its own tab stop. */
  label: ReactNode;
  /** Shows a `*` after the label and sets `aria-required`. No native `required`: the form's schema validates. */
  required?: boolean;
  /** Helper text under the label. */
  hint?: string;
  /** The validation message; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: string;
  /** Controlled state: pass react-hook-form's `field.value` (default it to `false`, never undefined). */
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state: pass `field.onChange`. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A checkbox that is a native `<input type="checkbox">`, drawn by the design system (its own box
 * and tick over `appearance: none`), with a real `<label for>`. Native so that it works before and
 * without the page's script: the prerendered HTML can be ticked and posts its `name`/`value` with
 * a native form submission, and assistive technology gets the platform's own checkbox. Clicking
 * the label toggles it; clicking a link inside the label follows the link instead, because browsers
 * do not forward a click on interactive content to the labelled control.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, required, hint, error, id, className, onCheckedChange, disabled, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, required });
  const hasMessages = Boolean(hint) || Boolean(error);
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={styles.row}>
        <span className={styles.boxWrapper}>
          <input
            ref={ref}
            type="checkbox"
            className={[styles.box, focusRing].join(' ')}
            disabled={disabled}
            onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
            {...controlProps}
            {...rest}
          />
          <Check className={styles.checkIcon} strokeWidth={3} aria-hidden="true" focusable="false" />
        </span>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required && <RequiredMarker />}
        </label>
      </div>
      {hasMessages && (
        <div className={styles.messages}>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
});
