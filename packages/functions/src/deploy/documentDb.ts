/*
 * The few Firestore operations the production adapters need, by document path, with timestamps as
 * Date. firebase-admin's Firestore implements it in adminDocumentDb.ts; tests use a fake with the
 * same optimistic-transaction semantics (testing/fakeDocumentDb.ts), so the adapters built on it
 * run here without the Firestore emulator.
 */

/** A document's fields; Firestore timestamps arrive as Date. */
export type DocumentData = Record<string, unknown>;

/**
 * A value for `update` that removes the field instead of setting it (firebase-admin's
 * FieldValue.delete()): staff marking a message unread removes who had read it.
 */
export const deleteField: unique symbol = Symbol('deleteField');

export interface DocumentTransaction {
  /** The document at `path`, or null when there is none. */
  get(path: string): Promise<DocumentData | null>;
  /** Creates or replaces the document when the transaction commits. */
  set(path: string, data: DocumentData): void;
  /** Changes top-level fields of an existing document when the transaction commits (`deleteField` removes one). */
  update(path: string, fields: DocumentData): void;
  /** Deletes the document, if there is one, when the transaction commits. */
  delete(path: string): void;
}

export interface StoredDocument {
  id: string;
  data: DocumentData;
}

/**
 * A filter of a query; `in` takes a list of at most 30 values, as in Firestore; `array-contains`
 * matches an array field holding the value (at most one per query).
 */
export interface QueryFilter {
  field: string;
  op: '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>=';
  value: unknown;
}

/**
 * One page of a collection query, as Firestore runs it: filters, then the order (the document id
 * always breaks ties, ascending), then the documents after a cursor, at most `limit` of them. A query
 * on more than one field needs a composite index in firestore.indexes.json.
 */
export interface DocumentQuery {
  collection: string;
  where: QueryFilter[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  /** The last document of the previous page: its orderBy values, then its id. */
  startAfter?: { values: unknown[]; id: string } | undefined;
  limit: number;
  /** Only these fields of each document (a projection: the same reads, fewer bytes); all when absent. */
  select?: readonly string[] | undefined;
}

/** A count of what a query matches: Firestore's count() aggregation, billed per 1,000 index entries. */
export type CountQuery = Pick<DocumentQuery, 'collection' | 'where' | 'orderBy'>;

/** One write of a batch: every write of a batch commits together or none does. */
export type BatchWrite = { kind: 'set'; path: string; data: DocumentData } | { kind: 'delete'; path: string };

export interface DocumentDb {
  /** The document at `path`, or null when there is none (a plain read, outside any transaction). */
  get(path: string): Promise<DocumentData | null>;
  /**
   * Runs `work` as one atomic read-modify-write. A conflicting commit makes the database run `work`
   * again with fresh reads, so `work` must have no side effects besides the transaction's writes.
   */
  runTransaction<T>(work: (tx: DocumentTransaction) => Promise<T>): Promise<T>;
  /** One page of a query (see DocumentQuery). */
  query(query: DocumentQuery): Promise<StoredDocument[]>;
  /** How many documents the query matches, without reading them. */
  count(query: CountQuery): Promise<number>;
  /** Commits the writes atomically, unconditionally (at most 500, as Firestore allows). */
  batch(writes: readonly BatchWrite[]): Promise<void>;
}
