import { forwardRef, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldError, FieldHint } from '../Field/FieldMessages';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupOption {
  /** What ends up in the value array (e.g. a service id). */
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupProps {
  /** The group's name, read by screen readers when focus enters the group. */
  legend: ReactNode;
  options: readonly CheckboxGroupOption[];
  /** Selected option values (controlled): pass react-hook-form's `field.value`. */
  value?: readonly string[];
  /** Initial selection when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the whole new selection: pass `field.onChange`. */
  onChange?: (value: string[]) => void;
  /** Called once focus leaves the whole group (not between options): pass `field.onBlur`. */
  onBlur?: () => void;
  /** The name every option's native checkbox posts its value under (as `name=value`, once per ticked option). */
  name?: string;
  hint?: string;
  /** The validation message; marks every option invalid and describes the group. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A multi-select list of checkboxes in a fieldset with a legend. The forwarded ref lands on the
 * first option, so react-hook-form can move focus to the group when it is invalid.
 */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(function CheckboxGroup(
  { legend, options, value, defaultValue = [], onChange, onBlur, name, hint, error, disabled, className },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;
  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...selected, option] : selected.filter((v) => v !== option);
    setUncontrolled(next);
    onChange?.(next);
  };

  // focusout bubbles: only report a blur when focus moves outside the group.
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
      onBlur={handleBlur}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <ul className={styles.options}>
        {options.map((option, index) => (
          <li key={option.value}>
            <Checkbox
              ref={index === 0 ? ref : undefined}
              id={`${groupId}-${option.value}`}
              name={name}
              value={option.value}
              label={option.label}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
            />
          </li>
        ))}
      </ul>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
});
