import type { InboxQuery } from '@rico/design-system';
import { useState } from 'react';
import { filtersFromSearch, searchFromFilters } from '../../lib/inbox/inboxFilters';

/**
 * The filters, kept in the page's address as they change, so a reload or coming Back shows the
 * same messages. The entry is replaced, not added: Back leaves the inbox rather than undoing
 * each keystroke of a search.
 */
export function useInboxFilters() {
  const [filters, setFilters] = useState(() => filtersFromSearch(window.location.search));
  const change = (next: InboxQuery) => {
    setFilters(next);
    const url = `${window.location.pathname}${searchFromFilters(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  return [filters, change] as const;
}
