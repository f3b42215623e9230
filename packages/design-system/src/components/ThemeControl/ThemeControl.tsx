import type { ChangeEvent } from 'react';
import * as styles from './ThemeControl.css';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export interface ThemeControlProps {
  /** The group's name, read out before the options, e.g. "Theme". */
  legend: string;
  /** The words for each choice, e.g. { system: 'System', light: 'Light', dark: 'Dark' }. */
  labels: Record<ThemeChoice, string>;
  /** The radios' `name`: an app that handles the change outside React (before hydration) finds them by it. */
  name?: string;
  /** The current choice. Leave it out (uncontrolled) to let the browser keep the selection. */
  value?: ThemeChoice;
  onChange?: (choice: ThemeChoice) => void;
}

/**
 * The visitor's colour theme: System (follow the device), Light or Dark, as three native radio
 * buttons. Native radios work from the first paint, before any script of the app has hydrated,
 * keep their arrow-key behaviour, and stay visible in forced colours. It only shows the choice;
 * storing and applying it is the app's job. Made for the dark inverse band (the footer).
 */
export function ThemeControl({ legend, labels, name = 'theme', value, onChange }: ThemeControlProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value as ThemeChoice);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {themeChoices.map((choice) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice}
              {...(value === undefined
                ? { defaultChecked: choice === 'system' }
                : { checked: value === choice, onChange: change })}
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
