import { docIdPattern, messagesCollection } from '@rico/contact';
import { freshDelivery, readFields, type InboxEntry, type InboxStore } from '@rico/inbox';
import { deleteField, type DocumentDb } from './documentDb';

/** Documents per query page when the inbox reads every message. */
export const inboxPageSize = 300;

/**
 * The staff inbox's store on Firestore. Every change is one transaction on the message document:
 * its delivery record lives inside it, so "send again" is atomic with the send path's own claims,
 * and deleting the document deletes the delivery record with it.
 */
export function createFirestoreInboxStore(db: DocumentDb): InboxStore {
  // Only Firestore-style ids become paths: an id with a slash would address another document.
  const pathOf = (id: string) => {
    if (!docIdPattern.test(id)) throw new Error(`Not a message id: ${id}`);
    return `${messagesCollection}/${id}`;
  };

  return {
    async list() {
      // Newest first, page after page, on createdAt's automatic single-field index.
      const entries: InboxEntry[] = [];
      let startAfter: { values: unknown[]; id: string } | undefined;
      for (;;) {
        const page = await db.query({
          collection: messagesCollection,
          where: [],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          startAfter,
          limit: inboxPageSize,
        });
        entries.push(...page);
        const last = page.at(-1);
        if (!last || page.length < inboxPageSize) return entries;
        startAfter = { values: [last.data.createdAt], id: last.id };
      }
    },
    get: (id) => db.get(pathOf(id)),
    setRead(id, change) {
      const path = pathOf(id);
      const { set, remove } = readFields(change);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(path))) return false;
        tx.update(path, { ...set, ...Object.fromEntries(remove.map((field) => [field, deleteField])) });
        return true;
      });
    },
    resetDelivery(id, at) {
      const path = pathOf(id);
      return db.runTransaction(async (tx) => {
        const current = await tx.get(path);
        if (!current) return 'not-found';
        const status = (current.delivery as { status?: unknown } | undefined)?.status;
        if (status !== 'abandoned') return 'not-given-up';
        tx.update(path, { delivery: freshDelivery(at) });
        return 'reset';
      });
    },
    delete(id) {
      const path = pathOf(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(path))) return false;
        tx.delete(path);
        return true;
      });
    },
  };
}
