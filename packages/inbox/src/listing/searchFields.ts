import { matchesSearch, searchTerms } from '../search';
import { fieldValue, type ListFilter, type ListingSpec } from './listing';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The searched fields' text of a document, in the spec's order. */
export const searchedText = (spec: ListingSpec, data: Readonly<Record<string, unknown>>) =>
  spec.searchFields.map((field) => text(fieldValue(data, field)));

/** The values of the scoping field (the interests a message names). */
export function scopeValues(spec: ListingSpec, data: Readonly<Record<string, unknown>>): string[] {
  if (!spec.scopeField) return [];
  const values = fieldValue(data, spec.scopeField);
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/** The terms a document stores for the search (see searchTerms). */
export const termsOf = (spec: ListingSpec, data: Readonly<Record<string, unknown>>) =>
  searchTerms(searchedText(spec, data), scopeValues(spec, data));

/** Whether a document passes a filter, as every store's query decides it. */
export function passesFilter(data: Readonly<Record<string, unknown>>, filter: ListFilter): boolean {
  const value = fieldValue(data, filter.field);
  if ('equals' in filter) return value === filter.equals;
  return Array.isArray(value) && value.includes(filter.contains);
}

/** Whether a document passes every filter and the search: the meaning both stores index. */
export const passes = (
  spec: ListingSpec,
  data: Readonly<Record<string, unknown>>,
  filters: readonly ListFilter[],
  search: string,
) => filters.every((filter) => passesFilter(data, filter)) && matchesSearch(searchedText(spec, data), search);
