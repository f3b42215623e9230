import type { CountQuery, DocumentData, DocumentQuery, QueryFilter, StoredDocument } from '../documentDb';

/** The parts of firestore.indexes.json a query's feasibility depends on. */
export interface IndexDefinitions {
  indexes: {
    collectionGroup: string;
    queryScope?: string;
    fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
  }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}

/** A dotted field path's value, or undefined (`delivery.status` reads the map inside). */
export function fieldValue(data: DocumentData, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
    return (value as Record<string, unknown>)[key];
  }, data);
}

/** Firestore's order across types (null, booleans, numbers, timestamps, strings) and within one. */
export function compareValues(a: unknown, b: unknown): number {
  const rank = (value: unknown) =>
    value === null
      ? 0
      : typeof value === 'boolean'
        ? 1
        : typeof value === 'number'
          ? 2
          : value instanceof Date
            ? 3
            : 4;
  const byType = rank(a) - rank(b);
  if (byType !== 0) return byType;
  const plain = (value: unknown) =>
    value instanceof Date ? value.getTime() : (value as number | string | boolean);
  const [x, y] = [plain(a), plain(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(data: DocumentData, { field, op, value }: QueryFilter): boolean {
  const actual = fieldValue(data, field);
  if (actual === undefined) return false;
  if (op === 'array-contains')
    return Array.isArray(actual) && actual.some((item) => compareValues(item, value) === 0);
  if (op === 'in') return (value as unknown[]).some((item) => compareValues(actual, item) === 0);
  const order = compareValues(actual, value);
  if (op === '==') return order === 0;
  // Range filters only match values of the same type, as in Firestore.
  if (compareValues(actual, value) !== 0 && typeof actual !== typeof value) return false;
  return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[op];
}

const isEquality = (filter: QueryFilter) => filter.op === '==' || filter.op === 'in';

/**
 * Refuses, as Firestore does, a query that no index serves: one on a single field needs that field
 * indexed (not exempted in fieldOverrides); one on several needs a composite index listing the
 * equality fields (ordered) and the array-contains field (`arrayConfig: CONTAINS`) first, in any
 * order, then the ordered fields in order and direction. A query with two array-contains is refused
 * outright, as Firestore refuses it.
 */
export function assertIndexed(query: CountQuery, definitions: IndexDefinitions): void {
  const equality = query.where.filter(isEquality).map((f) => f.field);
  const contains = query.where.filter((f) => f.op === 'array-contains').map((f) => f.field);
  const ranges = query.where.filter((f) => !isEquality(f) && f.op !== 'array-contains').map((f) => f.field);
  const order = query.orderBy.map((o) => ({
    field: o.field,
    order: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  const fields = new Set([...equality, ...contains, ...ranges, ...order.map((o) => o.field)]);
  if (contains.length > 1) {
    throw new Error('INVALID_ARGUMENT: A query can hold at most one array-contains filter.');
  }
  const refuse = () => {
    throw new Error(
      `FAILED_PRECONDITION: The query requires an index (${[...fields].join(', ')} on ${query.collection}).`,
    );
  };
  if (ranges.some((field) => order[0]?.field !== field)) refuse();
  if (fields.size <= 1) {
    const exempt = definitions.fieldOverrides?.some(
      (o) => o.collectionGroup === query.collection && fields.has(o.fieldPath) && o.indexes.length === 0,
    );
    if (exempt) refuse();
    return;
  }
  const headSize = equality.length + contains.length;
  const served = definitions.indexes.some((index) => {
    if (index.collectionGroup !== query.collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION')
      return false;
    const head = index.fields.slice(0, headSize);
    const tail = index.fields.slice(headSize);
    const inHead = (field: string, kind: 'order' | 'array') =>
      head.some(
        (f) => f.fieldPath === field && (kind === 'array' ? f.arrayConfig === 'CONTAINS' : !f.arrayConfig),
      );
    return (
      index.fields.length === headSize + order.length &&
      equality.every((field) => inHead(field, 'order')) &&
      contains.every((field) => inHead(field, 'array')) &&
      tail.every((f, i) => {
        const wanted = order[i];
        return (
          wanted !== undefined && f.fieldPath === wanted.field && (f.order ?? 'ASCENDING') === wanted.order
        );
      })
    );
  });
  if (!served) refuse();
}

/** The documents a query's filters match, whatever its order or cursor (what count() counts). */
export const countMatches = (documents: StoredDocument[], query: CountQuery) =>
  documents.filter(
    (doc) =>
      query.where.every((filter) => matches(doc.data, filter)) &&
      query.orderBy.every((o) => fieldValue(doc.data, o.field) !== undefined),
  ).length;

/** Only the selected fields (a dotted path keeps its whole top-level field, as Firestore's select does). */
function project(doc: StoredDocument, select: readonly string[] | undefined): StoredDocument {
  if (!select) return doc;
  const tops = new Set(select.map((field) => field.split('.')[0] ?? field));
  return { id: doc.id, data: Object.fromEntries(Object.entries(doc.data).filter(([key]) => tops.has(key))) };
}

/** Runs one page of `query` over `documents` (id, data) exactly as Firestore would order and cut it. */
export function runQuery(documents: StoredDocument[], query: DocumentQuery): StoredDocument[] {
  const fields = query.orderBy.map((o) => o.field);
  const directions = [...query.orderBy.map((o) => (o.direction === 'desc' ? -1 : 1)), 1];
  const keyOf = (doc: StoredDocument) => {
    const key: unknown[] = fields.map((field) => fieldValue(doc.data, field));
    key.push(doc.id);
    return key;
  };
  const compareKeys = (a: unknown[], b: unknown[]) => {
    for (let i = 0; i < a.length; i += 1) {
      const order = compareValues(a[i], b[i]) * (directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  };
  const passes = (doc: StoredDocument) => {
    for (const filter of query.where) if (!matches(doc.data, filter)) return false;
    for (const field of fields) if (fieldValue(doc.data, field) === undefined) return false;
    return true;
  };
  const cursor = query.startAfter ? [...query.startAfter.values, query.startAfter.id] : undefined;
  // The first `limit` in order, kept sorted as the documents pass (a page of a big collection costs
  // one pass, not a sort of it all: the benchmark runs this at 100,000).
  const best: { doc: StoredDocument; key: unknown[] }[] = [];
  for (const doc of documents) {
    if (!passes(doc)) continue;
    const key = keyOf(doc);
    if (cursor && compareKeys(key, cursor) <= 0) continue;
    const worst = best.at(-1);
    if (best.length >= query.limit && worst && compareKeys(key, worst.key) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareKeys(key, best[middle]?.key ?? []) < 0) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, { doc, key });
    if (best.length > query.limit) best.pop();
  }
  return best.map(({ doc }) => project(doc, query.select));
}
