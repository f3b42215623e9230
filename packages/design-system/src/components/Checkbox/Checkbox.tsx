import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { focusRing } from '../../styles/focus.css';
import { FieldError, FieldHint, RequiredMarker } from '../Field/FieldMessages';
import { useFieldIds } from '../Field/useFieldIds';
import * as styles from './Checkbox.css';

type RadixRootProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root>;

export interface CheckboxProps extends Omit<
  RadixRootProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'required' | 'children'
> {
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
 * A checkbox on Radix (a `button role="checkbox"`) with a real `<label for>`. Clicking the label
 * toggles it; clicking a link inside the label follows the link instead, because browsers do not
 * forward a click on interactive content to the labelled control.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
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
          <RadixCheckbox.Root
            ref={ref}
            className={[styles.box, focusRing].join(' ')}
            disabled={disabled}
            onCheckedChange={(state) => onCheckedChange?.(state === true)}
            {...controlProps}
            {...rest}
          >
            <RadixCheckbox.Indicator className={styles.indicator}>
              <Check className={styles.checkIcon} strokeWidth={3} aria-hidden="true" focusable="false" />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
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
