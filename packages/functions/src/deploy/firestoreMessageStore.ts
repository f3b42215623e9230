import { docIdPattern, messagesCollection } from '@rico/contact';
import { createDeliveryMethods, type AtomicDeliveryUpdate } from '../delivery';
import type { MessageStore } from '../ports';
import { expireAtFor } from '../retention';
import type { DocumentData, DocumentDb, DocumentTransaction, StoredDocument } from './documentDb';

export interface FirestoreMessageStore extends MessageStore {
  /** Stamps the retention time on a message that has none; false when the message does not exist. */
  ensureExpireAt(id: string): Promise<boolean>;
  /** Messages created in (after, through], oldest first (the backstop's candidates). */
  listCreatedBetween(range: { after: Date; through: Date }, limit: number): Promise<StoredDocument[]>;
}

export interface FirestoreMessageStoreOptions {
  retentionDays: number;
  /** How long a claim holds (delivery.ts's default unless a test shortens it). */
  leaseMs?: number;
}

/** The expireAt to add to a stored document, or nothing when it has one (or no createdAt to derive it from). */
function missingExpireAt(data: DocumentData, retentionDays: number): { expireAt: Date } | undefined {
  if (data.expireAt instanceof Date || !(data.createdAt instanceof Date)) return undefined;
  return { expireAt: expireAtFor(data.createdAt, retentionDays) };
}

/**
 * The sendContactEmail MessageStore on Firestore: every change of `delivery` is one transaction, so
 * the exactly-once rules of delivery.ts hold across instances, the callable and the backstop. A
 * transaction that touches a message also stamps its expireAt if the create trigger has not yet.
 */
export function createFirestoreMessageStore(
  db: DocumentDb,
  { retentionDays, leaseMs }: FirestoreMessageStoreOptions,
): FirestoreMessageStore {
  // Only Firestore-style ids become paths: an id with a slash would address another document.
  const pathOf = (id: string) => (docIdPattern.test(id) ? `${messagesCollection}/${id}` : null);

  const inTransaction = (id: string, change: (current: DocumentData) => DocumentData | undefined) => {
    const path = pathOf(id);
    if (!path) return Promise.resolve(false);
    return db.runTransaction(async (tx: DocumentTransaction) => {
      const current = await tx.get(path);
      if (!current) return false;
      const fields = { ...change(current), ...missingExpireAt(current, retentionDays) };
      if (Object.keys(fields).length > 0) tx.update(path, fields);
      return true;
    });
  };

  const update: AtomicDeliveryUpdate = (id, decide) =>
    inTransaction(id, (current) => {
      const next = decide(current.delivery);
      return next ? { delivery: next } : undefined;
    });

  return {
    get: (id) => {
      const path = pathOf(id);
      return path ? db.get(path) : Promise.resolve(null);
    },
    ensureExpireAt: (id) => inTransaction(id, () => undefined),
    listCreatedBetween: (range, limit) => db.listByTime(messagesCollection, 'createdAt', range, limit),
    ...createDeliveryMethods(update, leaseMs),
  };
}
