import type { InboxApplicationListResponse } from '@rico/inbox/client';
import { useCallback, useEffect } from 'react';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { usePagedList, type PagedListState } from './usePagedList';

/** The role the rows were loaded for is `loadedFor` ('' for all). */
export type ApplicationsState = PagedListState<InboxApplicationListResponse, string>;

/** The rows shown with a later page added, each application once, and the unread count as it now is. */
function appendApplications(shown: InboxApplicationListResponse, later: InboxApplicationListResponse) {
  const known = new Set(shown.applications.map((application) => application.id));
  return {
    ...shown,
    applications: [...shown.applications, ...later.applications.filter(({ id }) => !known.has(id))],
    next: later.next,
    unread: later.unread,
  };
}

/**
 * The job applications a page at a time, for one role or all, newest first. Loaded when the role
 * changes and when staff come back to the section: applications arrive a few a week, so they are
 * not polled as messages are. `explain` hears every failure and gives the words to show.
 */
export function useApplicationsList(api: InboxApi, role: string, explain: (error: unknown) => string) {
  const fetchPage = useCallback((wanted: string, next?: string) => api.listApplications(wanted, next), [api]);
  const list = usePagedList({ fetchPage, append: appendApplications, explain });
  const { load, show, current } = list;
  useEffect(() => {
    void load(role);
  }, [role, load]);

  /** The list as a change made here left it (read, deleted), without asking the server again. */
  const update = (change: (list: InboxApplicationListResponse) => InboxApplicationListResponse) => {
    const now = current();
    if (now) show({ ...now, ...change(now) });
  };
  return {
    state: list.state,
    moreError: list.moreError,
    retry: () => list.retry(role),
    update,
    showMore: list.showMore,
  };
}
