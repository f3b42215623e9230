import { fieldValue, type ListFilter, type ListingSpec } from '@rico/inbox';

/*
 * Filters as FTS5 tokens: `read=false`, `interest=cloud-mobile`. The index's tokenizer keeps `=`,
 * `-` and `.` inside a token; any other character of a value is written as hex, so no value can
 * break the query or pose as another.
 */

const safeValue = /^[A-Za-z0-9-]+$/;

export function tagOf(field: string, value: string | boolean): string {
  const text = String(value);
  return `${field}=${safeValue.test(text) ? text : `x${Buffer.from(text).toString('hex')}`}`;
}

export const filterTag = (filter: ListFilter) =>
  tagOf(filter.field, 'equals' in filter ? filter.equals : filter.contains);

/** The tags of a document: one per value of each field a filter may name. */
export function tagsOf(spec: ListingSpec, data: Readonly<Record<string, unknown>>): string[] {
  return spec.filterFields.flatMap((field) => {
    const value = fieldValue(data, field);
    const values = Array.isArray(value) ? value : [value];
    return values
      .filter((item): item is string | boolean => typeof item === 'string' || typeof item === 'boolean')
      .map((item) => tagOf(field, item));
  });
}

/**
 * The FTS5 query of filters and a search key: every tag, and the key as a phrase whose last word is
 * a prefix, in any searched column. A key is letters, digits and single spaces (searchKey), so it
 * needs no escaping inside the quotes. Null when there is nothing to match (list the table itself).
 */
export function ftsQuery(columns: readonly string[], filters: readonly ListFilter[], search: string) {
  const parts = filters.map((filter) => `tags : "${filterTag(filter)}"`);
  if (search) parts.push(`{${columns.join(' ')}} : "${search}"*`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}
