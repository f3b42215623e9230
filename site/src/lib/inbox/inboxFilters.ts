import type { InboxQuery } from '@rico/design-system';
import { serviceIds } from '@rico/contact';
import { maxSearchLength, type InboxQuery as ApiQuery } from '@rico/inbox/client';

/**
 * The inbox's filters in the page's address (`/inbox?status=unread&interest=cloud-mobile&q=ann`),
 * so a reload or Back to the page shows what was shown. The names are the API's own, so the same
 * words filter the list and the CSV export.
 */

export const noFilters: InboxQuery = { unreadOnly: false, interest: '', search: '' };

const isServiceId = (value: string) => (serviceIds as readonly string[]).includes(value);

/** The filters a page address asks for; anything it cannot mean is left out, never an error. */
export function filtersFromSearch(search: string): InboxQuery {
  const params = new URLSearchParams(search);
  const interest = params.get('interest') ?? '';
  return {
    unreadOnly: params.get('status') === 'unread',
    interest: isServiceId(interest) ? interest : '',
    search: (params.get('q') ?? '').slice(0, maxSearchLength),
  };
}

/** The filters as the API takes them: empty ones left out. */
export function apiQuery(filters: InboxQuery): ApiQuery {
  const q = filters.search.trim();
  return {
    ...(filters.unreadOnly && { status: 'unread' as const }),
    ...(isServiceId(filters.interest) && { interest: filters.interest as ApiQuery['interest'] }),
    ...(q && { q }),
  };
}

/** `?status=unread&interest=…&q=…` for the page's address and the API, or '' with no filter. */
export function searchFromFilters(filters: InboxQuery): string {
  const params = new URLSearchParams();
  if (filters.unreadOnly) params.set('status', 'unread');
  if (isServiceId(filters.interest)) params.set('interest', filters.interest);
  // As typed (spaces kept), so the search box reads back what the person wrote after a reload.
  if (filters.search.trim()) params.set('q', filters.search.slice(0, maxSearchLength));
  const text = params.toString();
  return text ? `?${text}` : '';
}
