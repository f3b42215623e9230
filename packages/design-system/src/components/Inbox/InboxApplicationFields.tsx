import { Check, X } from 'lucide-react';
import type { InboxApplicationDetail } from './inboxTypes';
import { InboxFieldRow } from './InboxMessageFields';
import * as styles from './InboxMessageView.css';

/** The field labels of the application view, and the words for what a field can say. */
export interface InboxApplicationFieldsCopy {
  email: string;
  role: string;
  linkedin: string;
  cv: string;
  consent: string;
  received: string;
  /** When the application is erased automatically, e.g. 'Erased on (UK time)'. */
  erasedOn: string;
  /** For an optional field the candidate left empty, e.g. 'Not given'. */
  notGiven: string;
  consentGiven: string;
  consentNotGiven: string;
}

/** Every field of the application as a description list: one term and its value per row. */
export function InboxApplicationFields({
  application,
  copy,
}: {
  application: InboxApplicationDetail;
  copy: InboxApplicationFieldsCopy;
}) {
  const notGiven = <span className={styles.notGiven}>{copy.notGiven}</span>;
  const ConsentIcon = application.consent ? Check : X;
  const { linkedin, cv } = application;
  return (
    <dl className={styles.fields}>
      <InboxFieldRow term={copy.email}>{application.email}</InboxFieldRow>
      <InboxFieldRow term={copy.role}>{application.role}</InboxFieldRow>
      <InboxFieldRow term={copy.linkedin}>
        {/* The candidate's own address: opened apart from the inbox, and told nothing of it. */}
        {linkedin ? (
          <a href={linkedin} target="_blank" rel="noopener noreferrer">
            {linkedin}
          </a>
        ) : (
          notGiven
        )}
      </InboxFieldRow>
      <InboxFieldRow term={copy.cv}>
        {cv ? (
          <>
            {cv.name} <span className={styles.note}>({cv.details})</span>
          </>
        ) : (
          notGiven
        )}
      </InboxFieldRow>
      <InboxFieldRow term={copy.consent}>
        <span className={styles.withIcon}>
          <ConsentIcon className={styles.icon} aria-hidden="true" focusable="false" />
          {application.consent ? copy.consentGiven : copy.consentNotGiven}
        </span>
      </InboxFieldRow>
      <InboxFieldRow term={copy.received}>
        <time dateTime={application.dateTime}>{application.receivedAt}</time>
      </InboxFieldRow>
      <InboxFieldRow term={copy.erasedOn}>
        <time dateTime={application.erasedDateTime}>{application.erasedOn}</time>
      </InboxFieldRow>
    </dl>
  );
}
