import type {
  InboxMessageDetail,
  InboxMessageSummary as SummaryProps,
  InboxReadChange,
} from '@rico/design-system';
import { interestTitle, type InboxMessage, type InboxMessageSummary } from '@rico/inbox/client';
import { ukTime } from './ukTime';

/** What the design system's inbox components show of what the API sent: UK times, interest titles. */

export function summaryProps(message: InboxMessageSummary): SummaryProps {
  const received = ukTime(message.receivedAt);
  return {
    id: message.id,
    name: message.name,
    company: message.company,
    email: message.email,
    receivedAt: received.text,
    dateTime: received.dateTime,
    interests: message.interest.map(interestTitle),
    read: message.read,
  };
}

function readChangeOf(message: InboxMessage): InboxReadChange | undefined {
  if (!message.readChangedBy || !message.readChangedAt) return undefined;
  const at = ukTime(message.readChangedAt);
  // The last change set the state the message is in now.
  return { read: message.read, by: message.readChangedBy, at: at.text, dateTime: at.dateTime };
}

export function detailProps(message: InboxMessage): InboxMessageDetail {
  const received = ukTime(message.receivedAt);
  const readChange = readChangeOf(message);
  return {
    id: message.id,
    name: message.name,
    company: message.company,
    email: message.email,
    phone: message.phone,
    message: message.message,
    consent: message.consent,
    receivedAt: received.text,
    dateTime: received.dateTime,
    interests: message.interest.map(interestTitle),
    read: message.read,
    delivery: message.delivery,
    ...(readChange && { readChange }),
  };
}
