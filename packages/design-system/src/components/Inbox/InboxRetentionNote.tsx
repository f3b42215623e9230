import { Info } from 'lucide-react';
import * as styles from './InboxStates.css';

/** How long messages are kept, on screen for staff as the privacy notice promises visitors. */
export function InboxRetentionNote({ text }: { text: string }) {
  return (
    <p className={styles.retention}>
      <Info className={styles.retentionIcon} aria-hidden="true" focusable="false" />
      {text}
    </p>
  );
}
