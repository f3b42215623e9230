import type { ReactNode } from 'react';
import * as styles from './FactList.css';

/** One fact: what it is and what it says, e.g. { label: 'Location', value: 'London (hybrid)' }. */
export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** `inline` runs the facts on together (a card's line); `stacked` (default) puts each label over its value. */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/**
 * Short facts about one thing as a description list (a role's team, location, type and salary), so
 * screen readers pair each label with its value. Inline, the labels are hidden from sight and the
 * values are separated by dots; the labels stay for screen readers.
 */
export function FactList({ facts, layout = 'stacked', className }: FactListProps) {
  return (
    <dl className={[styles.list[layout], className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.item[layout]}>
          <dt className={styles.label[layout]}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
