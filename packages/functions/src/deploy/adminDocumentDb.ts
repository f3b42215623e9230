import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { deleteField, type CountQuery, type DocumentData, type DocumentDb } from './documentDb';

/** The query's filters and order, then the document id (Firestore's own tie-break, made explicit for cursors). */
function ordered(db: Firestore, { collection, where, orderBy }: CountQuery): Query {
  let query: Query = db.collection(collection);
  for (const { field, op, value } of where) query = query.where(field, op, value);
  for (const { field, direction } of orderBy) query = query.orderBy(field, direction);
  return query.orderBy(FieldPath.documentId());
}

/** Our field-deletion marker as the SDK's own. */
const encodeFields = (fields: DocumentData): DocumentData =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === deleteField ? FieldValue.delete() : value]),
  );

/**
 * A Firestore value as the handler reads it: Timestamps become Date, maps and arrays are decoded
 * item by item; anything else (strings, numbers, and types a message never holds) is left as it
 * is, for the schemas to refuse.
 */
export function decodeFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(decodeFirestoreValue);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeFirestoreValue(item)]));
  }
  return value;
}

const dataOf = (snapshot: DocumentSnapshot): DocumentData | null =>
  snapshot.exists ? (decodeFirestoreValue(snapshot.data()) as DocumentData) : null;

/**
 * DocumentDb on firebase-admin's Firestore (gRPC, so it runs only in the cloud or against the
 * Firestore emulator). Date values are written as they are: the SDK stores them as Timestamps.
 */
export function createAdminDocumentDb(db: Firestore): DocumentDb {
  return {
    get: async (path) => dataOf(await db.doc(path).get()),
    runTransaction: (work) =>
      db.runTransaction((tx) =>
        work({
          get: async (path) => dataOf(await tx.get(db.doc(path))),
          set: (path, data) => {
            tx.set(db.doc(path), data);
          },
          update: (path, fields) => {
            tx.update(db.doc(path), encodeFields(fields));
          },
          delete: (path) => {
            tx.delete(db.doc(path));
          },
        }),
      ),
    async query({ collection, where, orderBy, startAfter, limit, select }) {
      let query = ordered(db, { collection, where, orderBy });
      if (select) query = query.select(...select);
      if (startAfter) query = query.startAfter(...startAfter.values, startAfter.id);
      const snapshot = await query.limit(limit).get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: dataOf(doc) ?? {} }));
    },
    async count(query) {
      const snapshot = await ordered(db, query).count().get();
      return snapshot.data().count;
    },
    async batch(writes) {
      const batch = db.batch();
      for (const write of writes) {
        if (write.kind === 'delete') batch.delete(db.doc(write.path));
        else batch.set(db.doc(write.path), write.data);
      }
      await batch.commit();
    },
  };
}
