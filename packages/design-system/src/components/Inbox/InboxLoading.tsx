import * as styles from './InboxStates.css';

export interface InboxLoadingProps {
  /** Announced politely and shown, e.g. 'Loading messages...'. */
  label: string;
  /** Placeholder rows to draw: about as many as fit before the real list arrives. */
  rows?: number;
}

/**
 * The list while it loads: placeholder rows the size of real ones, so the page does not jump when
 * they arrive, and a polite status for screen readers (the rows are hidden from them).
 */
export function InboxLoading({ label, rows = 3 }: InboxLoadingProps) {
  return (
    <div className={styles.skeleton} data-state="loading">
      {/* Where the list's heading will be, at its height. */}
      <p role="status" className={styles.headingLine}>
        {label}
      </p>
      <ul className={styles.skeletonRows} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <span className={styles.line.name}>
              <span className={`${styles.bar} ${styles.barWidth.name}`} />
            </span>
            <span className={styles.line.small}>
              <span className={`${styles.bar} ${styles.barWidth.email}`} />
            </span>
            <span className={styles.line.small}>
              <span className={`${styles.bar} ${styles.barWidth.preview}`} />
            </span>
            <span className={styles.line.pills}>
              <span className={`${styles.bar} ${styles.barWidth.pill}`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
