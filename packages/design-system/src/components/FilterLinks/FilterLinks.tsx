import { useId } from 'react';
import { focusRing } from '../../styles/focus.css';
import { Link } from '../Link/Link';
import * as styles from './FilterLinks.css';

export interface FilterChoice {
  /** What it filters to, e.g. "Engineering" or "All teams". */
  label: string;
  /** The page of the list so filtered: a plain link, so filtering works before and without script. */
  href: string;
  /** How many items that page lists, shown beside the label. */
  count?: number;
  /** Whether this is the filter the page shows now. */
  current?: boolean;
}

export interface FilterGroup {
  /** What the choices filter by, e.g. "Team". */
  label: string;
  choices: readonly FilterChoice[];
}

export interface FilterLinksProps {
  /** Names the navigation for screen readers, e.g. "Filter roles". */
  label: string;
  groups: readonly FilterGroup[];
}

/**
 * Filters for a list as links, one row a group: each choice is the address of the list so filtered,
 * the one shown marked as the current page. Links rather than a form, so a static site filters with
 * no script and no server, and each filtered list has an address to share.
 */
export function FilterLinks({ label, groups }: FilterLinksProps) {
  const id = useId();
  return (
    <nav aria-label={label} className={styles.nav}>
      {groups.map((group, index) => (
        <div
          key={group.label}
          role="group"
          aria-labelledby={`${id}-${String(index)}`}
          className={styles.group}
        >
          <span id={`${id}-${String(index)}`} className={styles.label}>
            {group.label}
          </span>
          <ul className={styles.options}>
            {group.choices.map((choice) => (
              <li key={choice.href}>
                <Link
                  href={choice.href}
                  aria-current={choice.current ? 'page' : undefined}
                  className={[styles.option, focusRing].join(' ')}
                >
                  {choice.label}
                  {choice.count !== undefined && <span className={styles.count}> ({choice.count})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
