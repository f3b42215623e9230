import { Stagger, StaggerItem } from '../Motion/Stagger';
import * as styles from './StatGrid.css';

export interface Stat {
  /** The figure, e.g. "40%". */
  value: string;
  /** What it measures, read straight after the value, e.g. "fewer wait times". */
  label: string;
}

export interface StatGridProps {
  /** Headline statistics: four fit one row on wide screens, two per row on phones. */
  stats: readonly Stat[];
  /** Names the list for screen readers, e.g. "Results". */
  'aria-label'?: string;
}

/**
 * Headline numbers with what they measure. Each item reads as one phrase ("40% fewer wait times"), so a
 * list rather than a table or description list: there is nothing to look up.
 */
export function StatGrid({ stats, 'aria-label': ariaLabel }: StatGridProps) {
  return (
    <Stagger as="ul" className={styles.grid} aria-label={ariaLabel}>
      {stats.map((stat) => (
        <StaggerItem as="li" key={`${stat.value} ${stat.label}`} className={styles.item}>
          <span className={styles.value}>{stat.value}</span>{' '}
          <span className={styles.label}>{stat.label}</span>
        </StaggerItem>
      ))}
    </Stagger>
  );
}
