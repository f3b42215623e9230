import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { InboxDeliveryStatus, type InboxDeliveryCopy } from './InboxDeliveryStatus';
import type { InboxMessageDetail } from './inboxTypes';
import * as styles from './InboxMessageView.css';

/** The field labels of the message view, and the words for what a field can say. */
export interface InboxMessageFieldsCopy {
  email: string;
  phone: string;
  company: string;
  interests: string;
  consent: string;
  received: string;
  delivery: string;
  message: string;
  /** For an optional field the sender left empty, e.g. 'Not given'. */
  notGiven: string;
  consentGiven: string;
  consentNotGiven: string;
  deliveryStates: InboxDeliveryCopy;
}

/** One term and its value: a row of an inbox view's description list. */
export function InboxFieldRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fieldRow}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A phone link dials digits and a leading +; the number is shown as the sender wrote it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Every field of the message as a description list: one term and its value per row. */
export function InboxMessageFields({
  message,
  copy,
}: {
  message: InboxMessageDetail;
  copy: InboxMessageFieldsCopy;
}) {
  const notGiven = <span className={styles.notGiven}>{copy.notGiven}</span>;
  const ConsentIcon = message.consent ? Check : X;
  return (
    <dl className={styles.fields}>
      <InboxFieldRow term={copy.email}>{message.email}</InboxFieldRow>
      <InboxFieldRow term={copy.phone}>
        {message.phone ? <a href={telHref(message.phone)}>{message.phone}</a> : notGiven}
      </InboxFieldRow>
      <InboxFieldRow term={copy.company}>{message.company || notGiven}</InboxFieldRow>
      <InboxFieldRow term={copy.interests}>
        {message.interests.length > 0 ? (
          <ul className={styles.inlineList}>
            {message.interests.map((interest) => (
              <li key={interest} className={styles.interest}>
                {interest}
              </li>
            ))}
          </ul>
        ) : (
          notGiven
        )}
      </InboxFieldRow>
      <InboxFieldRow term={copy.consent}>
        <span className={styles.withIcon}>
          <ConsentIcon className={styles.icon} aria-hidden="true" focusable="false" />
          {message.consent ? copy.consentGiven : copy.consentNotGiven}
        </span>
      </InboxFieldRow>
      <InboxFieldRow term={copy.received}>
        <time dateTime={message.dateTime}>{message.receivedAt}</time>
      </InboxFieldRow>
      <InboxFieldRow term={copy.delivery}>
        <InboxDeliveryStatus delivery={message.delivery} copy={copy.deliveryStates} />
      </InboxFieldRow>
      <InboxFieldRow term={copy.message}>
        <p className={styles.message}>{message.message}</p>
      </InboxFieldRow>
    </dl>
  );
}
