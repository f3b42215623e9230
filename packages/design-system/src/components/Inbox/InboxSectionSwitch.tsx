import { Button } from '../Button/Button';
import * as styles from './InboxSectionSwitch.css';

export interface InboxSection<Value extends string> {
  value: Value;
  label: string;
}

export interface InboxSectionSwitchProps<Value extends string> {
  /** The name of the group, e.g. 'Show'. */
  label: string;
  sections: readonly InboxSection<Value>[];
  /** The section shown now: its button is pressed. */
  current: Value;
  onChange: (value: Value) => void;
}

/**
 * What the inbox shows, messages or job applications: a group of buttons, the one shown pressed
 * (aria-pressed, and filled rather than outlined, so it is told apart by more than colour). Buttons
 * rather than tabs: each is its own tab stop, the simplest thing to learn from the keyboard.
 */
export function InboxSectionSwitch<Value extends string>({
  label,
  sections,
  current,
  onChange,
}: InboxSectionSwitchProps<Value>) {
  return (
    <div role="group" aria-label={label} className={styles.root}>
      {sections.map((section) => (
        <Button
          key={section.value}
          size="sm"
          variant={section.value === current ? 'primary' : 'outline'}
          aria-pressed={section.value === current}
          onClick={() => {
            if (section.value !== current) onChange(section.value);
          }}
        >
          {section.label}
        </Button>
      ))}
    </div>
  );
}
