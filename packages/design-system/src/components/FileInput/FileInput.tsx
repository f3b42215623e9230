import { forwardRef, type InputHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focus.css';
import { textControl } from '../Field/controlStyles.css';
import * as styles from './FileInput.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'multiple'> {
  /**
   * What the picker offers, e.g. '.pdf,.docx'. Only a hint to the browser's picker: the server
   * judges the file by its bytes, so this never replaces its check.
   */
  accept?: string;
}

/**
 * One file to send with a form: the platform's own file control (Space or Enter opens the picker,
 * the chosen file's name shows beside its button, and a native form post sends it before and
 * without script), drawn like the other controls. Put it inside a Field for its label, hint and
 * error; one file only, because a form that takes two leaves the visitor unsure which was sent.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { className, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      type="file"
      className={[textControl, styles.file, focusRing, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
