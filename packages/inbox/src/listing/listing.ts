import type { InboxEntry } from '../store';

/**
 * A collection staff list page by page (the inbox's messages; later the careers page's job
 * applications): which fields order it, filter it, are searched and make a row. Both stores build
 * their queries and indexes from it, so a second collection is a second spec, not second code.
 */
export interface ListingSpec {
  collection: string;
  /** The time field lists are ordered by, newest first. */
  orderField: string;
  /** Set to the server's time by every write, arrivals included: what a poll asks for. */
  changedField: string;
  /** Where a deletion leaves the id and the time, for polls to hear of it. */
  tombstones: string;
  /** The fields the search looks in. */
  searchFields: readonly string[];
  /** The stored search terms (Firestore; the local index keeps its own). */
  termsField: string;
  /** An array field whose values also scope the terms, so a search within one of them is one query. */
  scopeField?: string;
  /** The fields a filter may name. */
  filterFields: readonly string[];
  /** The fields a row of the list shows: a page reads no others. */
  summaryFields: readonly string[];
}

/** One filter: a field equal to a value, or an array field holding one. */
export type ListFilter = { field: string; equals: string | boolean } | { field: string; contains: string };

/** Where a page ended: the order field's time (ms since the epoch) and the id of its last entry. */
export interface ListPosition {
  at: number;
  id: string;
}

export interface ListRequest {
  filters: readonly ListFilter[];
  /** A key from `searchKey` ('' for none). */
  search: string;
  /** The end of the previous page. */
  after?: ListPosition | undefined;
  limit: number;
  /** The fields each entry carries: the spec's summary fields unless given (the export wants more). */
  fields?: readonly string[] | undefined;
}

export interface ListPage {
  /** Newest first, at most `limit`, each with the summary fields only. */
  entries: InboxEntry[];
  /** Whether entries follow the last one. */
  more: boolean;
}

/** What changed after a time: entries written since (summary fields) and ids deleted since. */
export interface ChangeFeed {
  changed: InboxEntry[];
  deleted: string[];
  /** More changes than the limit: the caller should reload instead. */
  more: boolean;
}

/** The reads a list screen makes. Each costs what it answers, never what the collection holds. */
export interface Listing {
  page(request: ListRequest): Promise<ListPage>;
  /** How many entries pass the filters and search (an index count, not a read of each). */
  count(filters: readonly ListFilter[], search?: string): Promise<number>;
  /** Changes strictly after `since`, oldest first, at most `limit` of each kind. */
  changes(since: Date, limit: number): Promise<ChangeFeed>;
}

/** A dotted field path's value (`delivery.status` reads inside the map). */
export function fieldValue(data: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
    return (value as Record<string, unknown>)[key];
  }, data);
}

/** The summary fields of a stored document (dotted paths keep their top-level field). */
export function pickSummary(spec: ListingSpec, data: Readonly<Record<string, unknown>>) {
  const picked: Record<string, unknown> = {};
  for (const field of spec.summaryFields) {
    const top = field.split('.')[0] ?? field;
    if (data[top] !== undefined) picked[top] = data[top];
  }
  return picked;
}
