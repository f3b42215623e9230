import { serviceOptions, type DeliveryRecord, type StoredMessage } from '@rico/contact';
import type { MessageSummaryData } from './messageListing';

/**
 * What staff see of a message's e-mail: it reached the company inbox, it is still being tried
 * (the backstop retries it), or the functions gave up on it (send it again).
 */
export type InboxDeliveryState = 'emailed' | 'waiting' | 'given-up';

/** One row of the inbox list. Times are ISO 8601 strings (UTC). */
export interface InboxMessageSummary {
  id: string;
  name: string;
  email: string;
  company: string;
  /** Service ids; `interestTitle` names them. */
  interest: string[];
  receivedAt: string;
  read: boolean;
  delivery: InboxDeliveryState;
}

/** A message opened: every field the visitor sent, and what staff and the server recorded. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  interest: string[];
  message: string;
  consent: boolean;
  receivedAt: string;
  read: boolean;
  /** Who marked it read, and when (present while it is read). */
  readBy?: string;
  readAt?: string;
  /** Who last marked it read or unread, and when (kept after it is marked unread). */
  readChangedBy?: string;
  readChangedAt?: string;
  delivery: { state: InboxDeliveryState; attempts: number; lastError?: string };
}

/** GET /api/inbox/messages */
export interface InboxListResponse {
  /** One page, newest first, after the filters. */
  messages: InboxMessageSummary[];
  /** Send back as `after` for the next page; absent on the last page. Opaque. */
  next?: string;
  /** Unread messages in the whole inbox, whatever the filters show. */
  unread: number;
  /**
   * Whether the inbox holds no message at all, whatever the filters: the screen then says the inbox
   * is empty rather than that nothing matches. Not asked of the store when the page has rows.
   */
  empty: boolean;
  /** How long a message is kept before it is deleted (days). */
  retentionDays: number;
  /** Send back as `since` to GET /api/inbox/changes for what changed after this answer. Opaque. */
  pollToken: string;
}

/** GET /api/inbox/changes?since= */
export interface InboxChangesResponse {
  /** Messages written since (arrived, marked, e-mailed, sent again), whatever the filters. */
  changed: InboxMessageSummary[];
  /** Ids of messages deleted since. */
  deleted: string[];
  /** False when this answer cannot hold every change since: load the list again instead. */
  complete: boolean;
  unread: number;
  retentionDays: number;
  /** The `since` of the next poll. */
  pollToken: string;
}

/** Every error answer: `code` is stable for code, `message` is for people. */
export interface InboxErrorBody {
  error: { code: string; message: string };
}

/** A message with no record yet is waiting: the create trigger stamps 'pending' moments after it arrives. */
export function deliveryState(delivery: DeliveryRecord | undefined): InboxDeliveryState {
  switch (delivery?.status) {
    case 'sent':
      return 'emailed';
    case 'abandoned':
      return 'given-up';
    default:
      return 'waiting';
  }
}

const titles = new Map<string, string>(serviceOptions.map((option) => [option.id, option.title]));

/** A service's title for an interest id (the id itself for one the model no longer knows). */
export function interestTitle(id: string): string {
  return titles.get(id) ?? id;
}

export function toSummary(id: string, message: MessageSummaryData): InboxMessageSummary {
  return {
    id,
    name: message.name,
    email: message.email,
    company: message.company,
    interest: [...message.interest],
    receivedAt: message.createdAt.toISOString(),
    read: message.read,
    delivery: deliveryState(message.delivery),
  };
}

export function toInboxMessage(id: string, message: StoredMessage): InboxMessage {
  const { delivery } = message;
  return {
    id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    company: message.company,
    interest: [...message.interest],
    message: message.message,
    consent: message.consent,
    receivedAt: message.createdAt.toISOString(),
    read: message.read,
    ...(message.readBy !== undefined && { readBy: message.readBy }),
    ...(message.readAt && { readAt: message.readAt.toISOString() }),
    ...(message.readChangedBy !== undefined && { readChangedBy: message.readChangedBy }),
    ...(message.readChangedAt && { readChangedAt: message.readChangedAt.toISOString() }),
    delivery: {
      state: deliveryState(delivery),
      attempts: delivery?.attempts ?? 0,
      ...(delivery?.error !== undefined && { lastError: delivery.error }),
    },
  };
}
