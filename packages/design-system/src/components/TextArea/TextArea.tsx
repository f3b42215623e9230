import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focus.css';
import { textControl } from '../Field/controlStyles.css';
import { textArea } from './TextArea.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A multi-line text control (5 rows by default, resizable vertically). Forwards its ref and passes
 * every other prop to the `<textarea>`, so `register()` can be spread onto it. Put it inside a Field.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 5, className, ...rest },
  ref,
) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={[textControl, textArea, focusRing, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
