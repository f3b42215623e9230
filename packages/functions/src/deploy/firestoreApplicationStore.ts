import * as v from 'valibot';
import { applicationsCollection, docIdPattern, storedCvSchema } from '@rico/contact';
import { createDeliveryMethods, type AtomicDeliveryUpdate } from '../delivery';
import {
  cvPath,
  decodeCursor,
  encodeCursor,
  pageLimit,
  type ApplicationStore,
} from '../jobApplication/applicationStore';
import type { CvBucket } from './cvBucket';
import { storageErrorCode } from './cvBucket';
import { readFields } from '@rico/inbox';
import { undeliveredPages } from './undeliveredPages';
import { deleteField, type DocumentDb, type DocumentQuery, type StoredDocument } from './documentDb';

export interface FirestoreApplicationStore extends ApplicationStore {
  /** Every application whose e-mail is still owed, oldest first, a page at a time (the backstop). */
  undelivered(pageSize: number): AsyncGenerator<StoredDocument[]>;
  /** Gives up on an application that can never be e-mailed (a record the schema refuses). */
  abandon(id: string, failure: { at: Date; error: string }): Promise<void>;
}

/**
 * The applications on Firestore (`applications/{id}`, written only here, with the Admin SDK) and
 * their CVs in the project's Cloud Storage bucket (`cvs/{id}`, likewise): the rules of both refuse
 * every client. A CV is saved before its record and only under a name no object has; a record is
 * deleted after its CV, so no record ever names a CV that was erased before it.
 */
export function createFirestoreApplicationStore(db: DocumentDb, bucket: CvBucket): FirestoreApplicationStore {
  // Only Firestore-style ids become paths: an id with a slash would address another document.
  const pathOf = (id: string) => {
    if (!docIdPattern.test(id)) throw new RangeError(`Not an application id: ${id}`);
    return `${applicationsCollection}/${id}`;
  };
  const deleteCv = (id: string) => bucket.file(cvPath(id)).delete({ ignoreNotFound: true });

  const update: AtomicDeliveryUpdate = (id, decide) =>
    db.runTransaction(async (tx) => {
      const path = pathOf(id);
      const current = await tx.get(path);
      if (!current) return false;
      const next = decide(current.delivery);
      if (next) tx.update(path, { delivery: next });
      return true;
    });

  const query = (changes: Partial<DocumentQuery>): Promise<StoredDocument[]> =>
    db.query({ collection: applicationsCollection, where: [], orderBy: [], limit: 100, ...changes });

  return {
    async create(id, data, cv) {
      const path = pathOf(id);
      const type = (data.cv as { type?: string } | null)?.type;
      if (cv) {
        try {
          await bucket.file(cvPath(id)).save(cv, {
            contentType: type ?? 'application/octet-stream',
            resumable: false,
            preconditionOpts: { ifGenerationMatch: 0 },
            metadata: { contentDisposition: 'attachment', cacheControl: 'private, no-store' },
          });
        } catch (error) {
          if (storageErrorCode(error) === 412) return false;
          throw error;
        }
      }
      let created = false;
      try {
        created = await db.runTransaction(async (tx) => {
          if (await tx.get(path)) return false;
          tx.set(path, data);
          return true;
        });
      } finally {
        // The id belongs to another application (which has no CV), or the write failed: no file without its record.
        if (cv && !created) await deleteCv(id).catch(() => undefined);
      }
      return created;
    },
    get: (id) => db.get(pathOf(id)),
    async list({ limit, after, role }) {
      const size = pageLimit(limit);
      const cursor = after ? decodeCursor(after) : undefined;
      const page = await query({
        where: role === undefined ? [] : [{ field: 'role', op: '==', value: role }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        startAfter: cursor && { values: [cursor.createdAt], id: cursor.id },
        // One more than shown says whether a next page exists.
        limit: size + 1,
      });
      const applications = page.slice(0, size);
      const last = applications.at(-1);
      return { applications, next: page.length > size && last ? encodeCursor(last) : null };
    },
    countUnread: () =>
      db.count({
        collection: applicationsCollection,
        where: [{ field: 'read', op: '==', value: false }],
        orderBy: [],
      }),
    async readCv(id) {
      const data = await db.get(pathOf(id));
      const cv = v.safeParse(storedCvSchema, data?.cv);
      if (!cv.success) return null;
      try {
        const [bytes] = await bucket.file(cvPath(id)).download();
        return { bytes, type: cv.output.type, name: cv.output.name };
      } catch (error) {
        if (storageErrorCode(error) === 404) return null;
        throw error;
      }
    },
    setRead(id, change) {
      const path = pathOf(id);
      const { set, remove } = readFields(change);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(path))) return false;
        tx.update(path, { ...set, ...Object.fromEntries(remove.map((field) => [field, deleteField])) });
        return true;
      });
    },
    async delete(id) {
      const path = pathOf(id);
      if (!(await db.get(path))) return false;
      await deleteCv(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(path))) return false;
        tx.delete(path);
        return true;
      });
    },
    async expired(now, limit) {
      const page = await query({
        where: [{ field: 'expireAt', op: '<=', value: now }],
        orderBy: [{ field: 'expireAt', direction: 'asc' }],
        limit: pageLimit(limit),
      });
      return page.map((doc) => doc.id);
    },
    async deleteMany(ids) {
      const paths = ids.map(pathOf);
      await Promise.all(ids.map(deleteCv));
      await db.runTransaction((tx) => {
        for (const path of paths) tx.delete(path);
        return Promise.resolve();
      });
    },
    undelivered: (pageSize) => undeliveredPages(db, applicationsCollection, pageSize),
    async abandon(id, { at, error }) {
      await update(id, (raw) => {
        const current = raw as { status?: string; attempts?: number } | undefined;
        if (current?.status === 'sent' || current?.status === 'abandoned') return undefined;
        return { status: 'abandoned', attempts: current?.attempts ?? 0, at, error };
      });
    },
    ...createDeliveryMethods(update),
  };
}
