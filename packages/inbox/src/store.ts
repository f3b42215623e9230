import type { StoredMessage } from '@rico/contact';
import type { Listing } from './listing/listing';

/** A stored message as its store returns it: fields not yet validated, timestamps as Date. */
export interface InboxEntry {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

/** One mark read or unread, by whom and when (server time). */
export interface ReadChange {
  read: boolean;
  by: string;
  at: Date;
}

export type ResetDeliveryResult = 'reset' | 'not-found' | 'not-given-up';

/**
 * The messages as the inbox reads and changes them. Firestore (through the functions' DocumentDb)
 * in production, the local backend's files and index on a developer's machine. Lists, counts and
 * polls are the Listing's (messageListing's spec); every change below is atomic with the existence
 * of the message, so none racing a delete brings it back, and each is stamped for the poll.
 */
export interface InboxStore extends Listing {
  get(id: string): Promise<InboxEntry['data'] | null>;
  /** Applies `readFields(change)` (changed at `change.at`); false when there is no such message. */
  setRead(id: string, change: ReadChange): Promise<boolean>;
  /**
   * Atomically, and only if the e-mail was given up: a fresh 'pending' delivery record (attempts
   * back to 0), so the send path claims it again under its usual exactly-once rules.
   */
  resetDelivery(id: string, at: Date): Promise<ResetDeliveryResult>;
  /**
   * Deletes the message and every trace of its delivery record, leaving only its id and `at` for
   * polls (a tombstone); false when there was none.
   */
  delete(id: string, at: Date): Promise<boolean>;
}

type StaffReadFields = Pick<StoredMessage, 'read' | 'readBy' | 'readAt' | 'readChangedBy' | 'readChangedAt'>;

/**
 * What one change writes: `set` to store, `remove` to delete. Marking unread removes readBy and
 * readAt, but readChangedBy/readChangedAt always name the last person who changed it and when.
 */
export function readFields(change: ReadChange): { set: StaffReadFields; remove: ('readBy' | 'readAt')[] } {
  const changed = { read: change.read, readChangedBy: change.by, readChangedAt: change.at };
  return change.read
    ? { set: { ...changed, readBy: change.by, readAt: change.at }, remove: [] }
    : { set: changed, remove: ['readBy', 'readAt'] };
}

/** A message's data after a change, for stores that rewrite whole documents (files, memory). */
export function applyReadChange(
  data: Readonly<Record<string, unknown>>,
  change: ReadChange,
): Record<string, unknown> {
  const { set, remove } = readFields(change);
  const next: Record<string, unknown> = { ...data, ...set };
  for (const field of remove) Reflect.deleteProperty(next, field);
  return next;
}

/** The delivery record a given-up message gets back: the send path treats it as a new message's. */
export function freshDelivery(at: Date) {
  return { status: 'pending' as const, attempts: 0, at };
}
