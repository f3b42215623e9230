import { forwardRef, type InputHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focus.css';
import { textControl } from '../Field/controlStyles.css';

export const textInputTypes = ['text', 'email', 'tel'] as const;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** `email` and `tel` bring up the matching keyboard on phones. Validation stays with the form's schema. */
  type?: (typeof textInputTypes)[number];
}

/**
 * A single-line text control. Forwards its ref and passes every other prop to the `<input>`, so
 * react-hook-form's `register()` result can be spread onto it. Put it inside a Field for its label.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', className, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={[textControl, focusRing, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
