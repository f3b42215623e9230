import { undeliveredStatuses } from '@rico/contact';
import type { DocumentDb, StoredDocument } from './documentDb';

/**
 * Every document of `collection` whose e-mail is still owed (pending, sending or failed), oldest
 * first, a page at a time: one indexed query (`delivery.status` + `createdAt`) however many
 * delivered documents exist. The backstop reads messages and applications this way.
 */
export async function* undeliveredPages(
  db: DocumentDb,
  collection: string,
  pageSize: number,
): AsyncGenerator<StoredDocument[]> {
  let startAfter: { values: unknown[]; id: string } | undefined;
  for (;;) {
    const page = await db.query({
      collection,
      where: [{ field: 'delivery.status', op: 'in', value: [...undeliveredStatuses] }],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
      startAfter,
      limit: pageSize,
    });
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    startAfter = { values: [last.data.createdAt], id: last.id };
  }
}
