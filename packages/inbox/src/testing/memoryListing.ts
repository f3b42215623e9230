import {
  fieldValue,
  pickSummary,
  type ChangeFeed,
  type ListingSpec,
  type ListPage,
  type ListPosition,
  type ListRequest,
} from '../listing/listing';
import { passes } from '../listing/searchFields';

type Documents = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : Number.NaN);

/** Newest first, ties by id: the order every store lists in. */
export function newestFirst(a: ListPosition, b: ListPosition): number {
  return b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A Listing over documents in memory, with the meaning of the real stores' queries, and a count of
 * the documents it read (each answered entry, or 1 for an empty answer, as Firestore bills).
 */
export function createMemoryListing(spec: ListingSpec, documents: Documents, tombstones: Documents) {
  const stats = { reads: 0 };
  const bill = (answered: number) => {
    stats.reads += Math.max(1, answered);
  };
  const positionOf = (id: string, data: Readonly<Record<string, unknown>>) => ({
    id,
    at: timeOf(fieldValue(data, spec.orderField)),
  });

  function page({ filters, search, after, limit, fields }: ListRequest): Promise<ListPage> {
    const matching = [...documents]
      .filter(([id, data]) => !Number.isNaN(positionOf(id, data).at) && passes(spec, data, filters, search))
      .sort(([a, x], [b, y]) => newestFirst(positionOf(a, x), positionOf(b, y)))
      .filter(([id, data]) => !after || newestFirst(positionOf(id, data), after) > 0);
    const shown = matching.slice(0, limit);
    bill(shown.length);
    const pick = fields ? { ...spec, summaryFields: fields } : spec;
    return Promise.resolve({
      entries: shown.map(([id, data]) => ({ id, data: structuredClone(pickSummary(pick, data)) })),
      more: matching.length > limit,
    });
  }

  function changes(since: Date, limit: number): Promise<ChangeFeed> {
    const after = (field: string) => (data: Readonly<Record<string, unknown>>) =>
      timeOf(fieldValue(data, field)) > since.getTime();
    const changed = [...documents].filter(([, data]) => after(spec.changedField)(data));
    const deleted = [...tombstones].filter(([, data]) => after('deletedAt')(data));
    bill(Math.min(changed.length, limit));
    bill(Math.min(deleted.length, limit));
    return Promise.resolve({
      changed: changed
        .slice(0, limit)
        .map(([id, data]) => ({ id, data: structuredClone(pickSummary(spec, data)) })),
      deleted: deleted.slice(0, limit).map(([id]) => id),
      more: changed.length > limit || deleted.length > limit,
    });
  }

  return {
    stats,
    page,
    changes,
    count: (filters: ListRequest['filters'], search = '') => {
      bill(0);
      return Promise.resolve([...documents].filter(([, data]) => passes(spec, data, filters, search)).length);
    },
  };
}
