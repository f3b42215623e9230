import { Icon } from '@rico/design-system';
import * as styles from './layout.css';

/** Short statements, each after a check mark (EPOS capabilities, RicoTAP features). */
export function CheckList({
  items,
  'aria-label': label,
}: {
  items: readonly string[];
  'aria-label'?: string;
}) {
  return (
    <ul className={styles.checkList} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Icon name="Check" size="md" className={styles.checkIcon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
