import { docIdPattern } from '@rico/contact';
import { freshDelivery, messageListing, readFields, type InboxStore } from '@rico/inbox';
import { deleteField, type DocumentDb, type DocumentTransaction } from './documentDb';
import { createFirestoreListing } from './firestoreListing';
import { tombstoneOf } from './tombstones';

/**
 * The staff inbox's store on Firestore. Lists, counts and polls are the Firestore listing's; every
 * change is one transaction on the message document that reads it first, so a change racing a
 * delete finds it gone (the transaction runs again) and never writes it back; its delivery record
 * lives inside it, so "send again" is atomic with the send path's own claims, and deleting the
 * document deletes the record with it, leaving only a tombstone (id and time) for polls.
 */
export function createFirestoreInboxStore(db: DocumentDb): InboxStore {
  // Only Firestore-style ids become paths: an id with a slash would address another document.
  const pathOf = (id: string) => {
    if (!docIdPattern.test(id)) throw new Error(`Not a message id: ${id}`);
    return `${messageListing.collection}/${id}`;
  };
  /** Runs `change` on the message if it exists (false when it does not). */
  const onMessage = (id: string, change: (tx: DocumentTransaction, path: string) => void) => {
    const path = pathOf(id);
    return db.runTransaction(async (tx) => {
      if (!(await tx.get(path))) return false;
      change(tx, path);
      return true;
    });
  };

  return {
    ...createFirestoreListing(db, messageListing),
    get: (id) => db.get(pathOf(id)),
    setRead(id, change) {
      const { set, remove } = readFields(change);
      const removed = Object.fromEntries(remove.map((field) => [field, deleteField]));
      return onMessage(id, (tx, path) => tx.update(path, { ...set, ...removed, changedAt: change.at }));
    },
    resetDelivery(id, at) {
      const path = pathOf(id);
      return db.runTransaction(async (tx) => {
        const current = await tx.get(path);
        if (!current) return 'not-found';
        const status = (current.delivery as { status?: unknown } | undefined)?.status;
        if (status !== 'abandoned') return 'not-given-up';
        tx.update(path, { delivery: freshDelivery(at), changedAt: at });
        return 'reset';
      });
    },
    delete(id, at) {
      return onMessage(id, (tx, path) => {
        tx.delete(path);
        const tombstone = tombstoneOf(messageListing, id, at);
        tx.set(tombstone.path, tombstone.data);
      });
    },
  };
}
