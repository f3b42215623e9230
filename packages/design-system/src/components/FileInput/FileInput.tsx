import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
} from 'react';
import { focusRing } from '../../styles/focus.css';
import { textControl } from '../Field/controlStyles.css';
import * as styles from './FileInput.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'multiple'> {
  /**
   * What the picker offers, e.g. '.pdf,.docx'. Only a hint to the browser's picker: the server
   * judges the file by its bytes, so this never replaces its check.
   */
  accept?: string;
  /**
   * The words of a button that empties the control once a file is chosen (the platform's control
   * offers no way back to none). Shown only when script runs, because only script can empty it.
   */
  removeLabel?: string;
}

/**
 * One file to send with a form: the platform's own file control (Space or Enter opens the picker,
 * the chosen file's name shows beside its button, and a native form post sends it before and
 * without script), drawn like the other controls. Put it inside a Field for its label, hint and
 * error; one file only, because a form that takes two leaves the visitor unsure which was sent.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { className, removeLabel, onChange, ...rest },
  ref,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string>();
  const chosenId = useId();
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useEffect(() => {
    // A file picked before the page's script ran is on the control already: offer to remove it too.
    setChosen(input.current?.files?.[0]?.name);
    // A form's reset empties the control without a change event: the button goes with the file.
    const form = input.current?.form;
    const emptied = () => setChosen(undefined);
    form?.addEventListener('reset', emptied);
    return () => form?.removeEventListener('reset', emptied);
  }, []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(event.currentTarget.files?.[0]?.name);
    onChange?.(event);
  };
  const remove = () => {
    const control = input.current;
    if (!control) return;
    control.value = '';
    // The same event a new choice sends, so the form's state learns the file is gone.
    control.dispatchEvent(new Event('change', { bubbles: true }));
    control.focus();
  };

  const field = (
    <input
      ref={setRefs}
      type="file"
      className={[textControl, styles.file, removeLabel !== undefined && styles.inRow, focusRing, className]
        .filter(Boolean)
        .join(' ')}
      onChange={onPick}
      {...rest}
    />
  );
  if (removeLabel === undefined) return field;
  return (
    <div className={styles.row}>
      {field}
      {chosen !== undefined && (
        <>
          <button
            type="button"
            className={[styles.remove, focusRing].join(' ')}
            aria-describedby={chosenId}
            onClick={remove}
          >
            {removeLabel}
          </button>
          <span id={chosenId} hidden>
            {chosen}
          </span>
        </>
      )}
    </div>
  );
});
