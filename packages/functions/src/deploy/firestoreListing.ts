import {
  scopedTerm,
  type ChangeFeed,
  type ListFilter,
  type Listing,
  type ListingSpec,
  type ListPage,
  type ListRequest,
} from '@rico/inbox';
import type { CountQuery, DocumentDb, QueryFilter, StoredDocument } from './documentDb';

/**
 * The filters and search of a request as Firestore filters. Firestore allows one array-contains a
 * query: a search within one value of the scoping field (an interest) asks for the scoped term
 * (`cloud-mobile|ann`) instead of two array-contains.
 */
export function firestoreFilters(
  spec: ListingSpec,
  filters: readonly ListFilter[],
  search = '',
): QueryFilter[] {
  const scope = filters.find(
    (filter): filter is { field: string; contains: string } =>
      'contains' in filter && filter.field === spec.scopeField,
  );
  const where: QueryFilter[] = [];
  for (const filter of filters) {
    if ('equals' in filter) where.push({ field: filter.field, op: '==', value: filter.equals });
    else if (!(search && filter === scope))
      where.push({ field: filter.field, op: 'array-contains', value: filter.contains });
  }
  if (search) {
    const term = scope && search ? scopedTerm(scope.contains, search) : search;
    where.push({ field: spec.termsField, op: 'array-contains', value: term });
  }
  return where;
}

/** What a list query asks Firestore: the filters, newest first (then the id, Firestore's tie-break). */
export function listQuery(spec: ListingSpec, filters: readonly ListFilter[], search = ''): CountQuery {
  return {
    collection: spec.collection,
    where: firestoreFilters(spec, filters, search),
    orderBy: [{ field: spec.orderField, direction: 'desc' }],
  };
}

/** One more than asked: whether the page is the last is known without another query. */
const oneMore = (documents: StoredDocument[], limit: number): ListPage => ({
  entries: documents.slice(0, limit),
  more: documents.length > limit,
});

/**
 * A Listing on Firestore: each page is one indexed query of `limit + 1` documents after the cursor
 * (never an offset, which Firestore bills for every document skipped), reading only the fields a
 * row shows; the count is Firestore's count() aggregation; a poll is two indexed queries on the
 * changed time and the tombstones' deleted time. Every query has its composite index in
 * firestore.indexes.json (checked against the fake's index check).
 */
export function createFirestoreListing(db: DocumentDb, spec: ListingSpec): Listing {
  return {
    async page({ filters, search, after, limit, fields }: ListRequest) {
      const documents = await db.query({
        ...listQuery(spec, filters, search),
        startAfter: after && { values: [new Date(after.at)], id: after.id },
        limit: limit + 1,
        select: fields ?? spec.summaryFields,
      });
      return oneMore(documents, limit);
    },
    count(filters, search) {
      const query = listQuery(spec, filters, search);
      // One filter counts on its field's automatic index (the unread count never waits for a
      // composite index to build); more, or the exempted terms field, on the list's composite one.
      const single = query.where.length <= 1 && query.where.every((f) => f.field !== spec.termsField);
      return db.count(single ? { ...query, orderBy: [] } : query);
    },
    async changes(since, limit): Promise<ChangeFeed> {
      const after = (collection: string, field: string, select: readonly string[]) =>
        db.query({
          collection,
          where: [{ field, op: '>', value: since }],
          orderBy: [{ field, direction: 'asc' }],
          limit: limit + 1,
          select,
        });
      const [changed, deleted] = await Promise.all([
        after(spec.collection, spec.changedField, spec.summaryFields),
        after(spec.tombstones, 'deletedAt', []),
      ]);
      return {
        changed: changed.slice(0, limit),
        deleted: deleted.slice(0, limit).map((doc) => doc.id),
        more: changed.length > limit || deleted.length > limit,
      };
    },
  };
}
