/*
 * The few Firestore operations the production adapters need, by document path, with timestamps as
 * Date. firebase-admin's Firestore implements it in adminDocumentDb.ts; tests use a fake with the
 * same optimistic-transaction semantics (testing/fakeDocumentDb.ts), so the adapters built on it
 * run here without the Firestore emulator.
 */

/** A document's fields; Firestore timestamps arrive as Date. */
export type DocumentData = Record<string, unknown>;

export interface DocumentTransaction {
  /** The document at `path`, or null when there is none. */
  get(path: string): Promise<DocumentData | null>;
  /** Creates or replaces the document when the transaction commits. */
  set(path: string, data: DocumentData): void;
  /** Changes top-level fields of an existing document when the transaction commits. */
  update(path: string, fields: DocumentData): void;
}

export interface StoredDocument {
  id: string;
  data: DocumentData;
}

export interface DocumentDb {
  /** The document at `path`, or null when there is none (a plain read, outside any transaction). */
  get(path: string): Promise<DocumentData | null>;
  /**
   * Runs `work` as one atomic read-modify-write. A conflicting commit makes the database run `work`
   * again with fresh reads, so `work` must have no side effects besides the transaction's writes.
   */
  runTransaction<T>(work: (tx: DocumentTransaction) => Promise<T>): Promise<T>;
  /** Documents of `collection` whose `field` lies in (after, through], oldest first, at most `limit`. */
  listByTime(
    collection: string,
    field: string,
    range: { after: Date; through: Date },
    limit: number,
  ): Promise<StoredDocument[]>;
}
