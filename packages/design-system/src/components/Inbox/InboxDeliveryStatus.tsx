import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { InboxDelivery, InboxDeliveryState } from './inboxTypes';
import * as styles from './InboxMessageView.css';

/** The delivery state's words. */
export interface InboxDeliveryCopy {
  /** Each state in words, e.g. 'E-mailed', 'Waiting to be e-mailed', 'Given up'. */
  states: Record<InboxDeliveryState, string>;
  /** e.g. (2) => '2 attempts'. */
  attempts: (count: number) => string;
  /** Before the last failure's reason, e.g. 'Last error:'. */
  lastError: string;
}

const icons = { emailed: CircleCheck, waiting: Clock, 'given-up': CircleAlert } as const;

/** The notification e-mail's state: an icon and a word for each state, so colour is never the only cue. */
export function InboxDeliveryStatus({
  delivery,
  copy,
}: {
  delivery: InboxDelivery;
  copy: InboxDeliveryCopy;
}) {
  const Icon = icons[delivery.state];
  return (
    <span className={styles.delivery} data-state={delivery.state}>
      <span className={`${styles.withIcon} ${styles.deliveryTone[delivery.state]}`}>
        <Icon className={styles.icon} aria-hidden="true" focusable="false" />
        <span className={styles.deliveryState}>{copy.states[delivery.state]}</span>
      </span>
      <span>{copy.attempts(delivery.attempts)}</span>
      {delivery.lastError && (
        <span>
          {copy.lastError} {delivery.lastError}
        </span>
      )}
    </span>
  );
}
