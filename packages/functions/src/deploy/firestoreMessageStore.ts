import { docIdPattern, messagesCollection, type DeliveryRecord } from '@rico/contact';
import { messageListing, termsOf } from '@rico/inbox';
import { createDeliveryMethods, type AtomicDeliveryUpdate } from '../delivery';
import type { MessageStore } from '../ports';
import { expireAtFor } from '../retention';
import type { DocumentData, DocumentDb, DocumentTransaction, StoredDocument } from './documentDb';
import { undeliveredPages } from './undeliveredPages';

export interface FirestoreMessageStore extends MessageStore {
  /**
   * Stamps what the server adds to every new message: its retention time and, unless a delivery
   * record exists, a 'pending' one (what makes the backstop see it). False when there is no message.
   */
  stampServerFields(id: string): Promise<boolean>;
  /**
   * Every message whose e-mail is still owed (pending, sending or failed), oldest first, a page at a
   * time: one indexed query however many delivered messages exist.
   */
  undelivered(pageSize: number): AsyncGenerator<StoredDocument[]>;
  /**
   * Stores a new message (the form endpoint's create, already checked against the rules' table)
   * with its server fields; false when a document has this id.
   */
  create(id: string, data: DocumentData): Promise<boolean>;
  /** Gives up on a message that can never be e-mailed (a stored document the schema refuses). */
  abandon(id: string, failure: { at: Date; error: string }): Promise<void>;
}

export interface FirestoreMessageStoreOptions {
  retentionDays: number;
  /** How long a claim holds (delivery.ts's default unless a test shortens it). */
  leaseMs?: number;
  /** The clock of the `changedAt` a new message is stamped with (the staff inbox's poll asks for it). */
  now?: () => Date;
}

/** The expireAt to add to a stored document, or nothing when it has one (or no createdAt to derive it from). */
function missingExpireAt(data: DocumentData, retentionDays: number): DocumentData {
  if (data.expireAt instanceof Date || !(data.createdAt instanceof Date)) return {};
  return { expireAt: expireAtFor(data.createdAt, retentionDays) };
}

/**
 * The words the staff inbox's search finds the message by, for a message without them (written by
 * the client, which cannot write them, or stored before the inbox searched this way).
 */
function missingSearchTerms(data: DocumentData): DocumentData {
  if (Array.isArray(data.searchTerms) || typeof data.name !== 'string') return {};
  return { searchTerms: termsOf(messageListing, data) };
}

/** A 'pending' delivery record for a message that has none yet (the backstop's query needs one). */
function missingDelivery(data: DocumentData): DocumentData {
  if (data.delivery !== undefined || !(data.createdAt instanceof Date)) return {};
  const pending: DeliveryRecord = { status: 'pending', attempts: 0, at: data.createdAt };
  return { delivery: pending };
}

/**
 * The sendContactEmail MessageStore on Firestore: every change of `delivery` is one transaction, so
 * the exactly-once rules of delivery.ts hold across instances, the callable and the backstop. A
 * transaction that touches a message also stamps its expireAt if the create trigger has not yet.
 */
export function createFirestoreMessageStore(
  db: DocumentDb,
  { retentionDays, leaseMs, now = () => new Date() }: FirestoreMessageStoreOptions,
): FirestoreMessageStore {
  // Only Firestore-style ids become paths: an id with a slash would address another document.
  const pathOf = (id: string) => (docIdPattern.test(id) ? `${messagesCollection}/${id}` : null);

  const inTransaction = (id: string, change: (current: DocumentData) => DocumentData | undefined) => {
    const path = pathOf(id);
    if (!path) return Promise.resolve(false);
    return db.runTransaction(async (tx: DocumentTransaction) => {
      const current = await tx.get(path);
      if (!current) return false;
      const fields = {
        ...missingExpireAt(current, retentionDays),
        ...missingSearchTerms(current),
        ...change(current),
      };
      if (Object.keys(fields).length > 0) tx.update(path, fields);
      return true;
    });
  };

  const update: AtomicDeliveryUpdate = (id, decide) =>
    inTransaction(id, (current) => {
      const next = decide(current.delivery);
      // Staff see the e-mail's state in the list: their next poll hears of the change.
      return next ? { delivery: next, changedAt: next.at } : undefined;
    });

  return {
    get: (id) => {
      const path = pathOf(id);
      return path ? db.get(path) : Promise.resolve(null);
    },
    stampServerFields: (id) =>
      inTransaction(id, (current) => ({
        ...missingDelivery(current),
        ...(!(current.changedAt instanceof Date) && { changedAt: now() }),
      })),
    create(id, data) {
      const path = pathOf(id);
      if (!path) return Promise.resolve(false);
      return db.runTransaction(async (tx) => {
        if (await tx.get(path)) return false;
        tx.set(path, {
          ...data,
          ...missingExpireAt(data, retentionDays),
          ...missingDelivery(data),
          ...missingSearchTerms(data),
          changedAt: now(),
        });
        return true;
      });
    },
    undelivered: (pageSize) => undeliveredPages(db, messagesCollection, pageSize),
    async abandon(id, { at, error }) {
      await update(id, (raw) => {
        const current = raw as DeliveryRecord | undefined;
        if (current?.status === 'sent' || current?.status === 'abandoned') return undefined;
        return { status: 'abandoned', attempts: current?.attempts ?? 0, at, error };
      });
    },
    ...createDeliveryMethods(update, leaseMs),
  };
}
