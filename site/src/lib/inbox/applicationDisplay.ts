import type { InboxApplicationDetail, InboxMessageSummary as SummaryProps } from '@rico/design-system';
import type { InboxApplication, InboxApplicationSummary } from '@rico/inbox/client';
import { ukTime } from './ukTime';

/** What the design system's inbox components show of an application the API sent: UK times, the CV in words. */

const typeNames: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

/** A size as people read it: '182 KB', '1.4 MB' (1024-based, as file managers show it). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

/** A CV's type and size in words, e.g. 'PDF, 182 KB'. */
export const cvDetails = (cv: { type: string; size: number }) =>
  `${typeNames[cv.type] ?? cv.type}, ${fileSize(cv.size)}`;

/** An application as a row of the list: the role where a message shows its company, no interests. */
export function applicationSummaryProps(application: InboxApplicationSummary): SummaryProps {
  const received = ukTime(application.receivedAt);
  return {
    id: application.id,
    name: application.name,
    company: application.role,
    email: application.email,
    receivedAt: received.text,
    dateTime: received.dateTime,
    interests: [],
    read: application.read,
  };
}

export function applicationProps(application: InboxApplication): InboxApplicationDetail {
  const received = ukTime(application.receivedAt);
  const erased = ukTime(application.expiresAt);
  const { readChangedBy, readChangedAt } = application;
  const changed = readChangedBy && readChangedAt ? ukTime(readChangedAt) : undefined;
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    role: application.role,
    linkedin: application.linkedin,
    cv: application.cv && { name: application.cv.name, details: cvDetails(application.cv) },
    consent: application.consent,
    receivedAt: received.text,
    dateTime: received.dateTime,
    erasedOn: erased.text,
    erasedDateTime: erased.dateTime,
    read: application.read,
    // The last change set the state the application is in now.
    ...(changed &&
      readChangedBy && {
        readChange: {
          read: application.read,
          by: readChangedBy,
          at: changed.text,
          dateTime: changed.dateTime,
        },
      }),
  };
}
