import * as v from 'valibot';
import { messagesCollection, storedMessageSchema } from '@rico/contact';
import type { ListFilter, ListingSpec } from './listing/listing';
import type { InboxQuery } from './query';
import { searchKey } from './search';

/** The contact messages as the inbox lists them: the spec both stores index and query by. */
export const messageListing: ListingSpec = {
  collection: messagesCollection,
  orderField: 'createdAt',
  changedField: 'changedAt',
  tombstones: 'messageTombstones',
  searchFields: ['name', 'email', 'company'],
  termsField: 'searchTerms',
  scopeField: 'interest',
  filterFields: ['read', 'interest', 'delivery.status'],
  summaryFields: ['name', 'email', 'company', 'interest', 'createdAt', 'read', 'delivery'],
};

/** The fields of the CSV export (the page reads these, not the search terms). */
export const exportFields = [
  'createdAt',
  'name',
  'email',
  'phone',
  'company',
  'interest',
  'message',
  'consent',
  'read',
] as const;

/** A row of the list as a store answers it: the summary fields, checked. */
export const messageSummarySchema = v.pick(storedMessageSchema, [
  'name',
  'email',
  'company',
  'interest',
  'createdAt',
  'read',
  'delivery',
]);
export type MessageSummaryData = v.InferOutput<typeof messageSummarySchema>;

export const exportRowSchema = v.pick(storedMessageSchema, exportFields);
export type ExportRow = v.InferOutput<typeof exportRowSchema>;

/** The whole inbox's unread messages: what the heading counts, whatever the filters. */
export const unreadFilter: ListFilter = { field: 'read', equals: false };

/** The inbox's filters as the listing's: unread, one interest, the search key. */
export function listFiltersOf(query: InboxQuery): { filters: ListFilter[]; search: string } {
  const filters: ListFilter[] = [];
  if (query.status === 'unread') filters.push(unreadFilter);
  if (query.interest) filters.push({ field: 'interest', contains: query.interest });
  return { filters, search: searchKey(query.q ?? '') };
}
