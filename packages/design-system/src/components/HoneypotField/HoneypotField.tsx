import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { offScreen } from './HoneypotField.css';

export interface HoneypotFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'tabIndex' | 'autoComplete' | 'aria-hidden'
> {
  /** The field name bots see; the contact schema requires it to stay empty. */
  name?: string;
  /** A plausible label, so the markup stays valid and bots take it for a real field. */
  label?: string;
}

/**
 * The spam trap: a text field people never see, reach or hear (off-screen, aria-hidden, out of the
 * tab order, no autofill), which bots fill in. A submission with it filled is dropped by the form.
 */
export const HoneypotField = forwardRef<HTMLInputElement, HoneypotFieldProps>(function HoneypotField(
  { name = 'companyWebsite', label = 'Company website', id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={offScreen} aria-hidden="true" data-honeypot="">
      <label htmlFor={inputId}>{label}</label>
      {/* Fixed attributes come last so no caller (or register) can make the trap reachable. */}
      <input ref={ref} id={inputId} name={name} {...rest} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
});
