import type { InboxListResponse, InboxQuery } from '@rico/inbox/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newArrivals } from '../../content/inbox';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { appendPage, mergeChanges, whenRowsGo } from '../../lib/inbox/mergeChanges';
import { startPolling } from '../../lib/inbox/polling';
import { usePagedList, type LoadedPages, type PagedListState } from './usePagedList';

/** How often the list asks what changed while the page is shown: a change appears within a minute. */
export const pollIntervalMs = 30_000;
/** A pause in typing before the search is asked for, so a word costs one request, not one a letter. */
export const filterDelayMs = 300;

/** The filters the rows were loaded for are `loadedFor`. */
export type LoadedInbox = LoadedPages<InboxListResponse, InboxQuery>;
export type ListState = PagedListState<InboxListResponse, InboxQuery>;

/** The rows shown with a later page added, and the unread count as it now is. */
function appendMessages(shown: InboxListResponse, later: InboxListResponse): InboxListResponse {
  return {
    ...shown,
    messages: appendPage(shown.messages, later.messages),
    next: later.next,
    unread: later.unread,
  };
}

/**
 * The inbox a page at a time, for the filters (asked of the server, a moment after the last change
 * of them), then kept current by asking every 30 s only what changed since the last answer. `explain`
 * hears every failure and gives the words to show (the screen turns 401 and 403 into the sign-in
 * states); a failed poll or Show More keeps the rows shown.
 */
export function useInboxList(api: InboxApi, query: InboxQuery, explain: (error: unknown) => string) {
  const [announcement, setAnnouncement] = useState('');
  const fetchPage = useCallback((wanted: InboxQuery, next?: string) => api.list(wanted, next), [api]);
  const list = usePagedList({ fetchPage, append: appendMessages, explain });
  const { load, show, current, generation } = list;

  /** Shows the list after rows changed; if the rows shown ran out, says or asks whether any are kept. */
  const settle = useCallback(
    (before: LoadedInbox, after: LoadedInbox) => {
      const { empty, reload } = whenRowsGo(before, after, after.loadedFor);
      show({ ...after, empty });
      if (reload) void load(after.loadedFor);
    },
    [load, show],
  );

  const key = JSON.stringify(query);
  const first = useRef(true);
  useEffect(() => {
    const wanted = JSON.parse(key) as InboxQuery;
    if (first.current) {
      first.current = false;
      void load(wanted);
      return undefined;
    }
    const timer = setTimeout(() => void load(wanted), filterDelayMs);
    return () => clearTimeout(timer);
  }, [key, load]);

  const poll = useCallback(async () => {
    const before = current();
    if (!before) return;
    const mine = generation();
    const changes = await api.changes(before.pollToken);
    const now = current();
    if (mine !== generation() || !now) return;
    if (!changes.complete) return load(now.loadedFor);
    const { messages, arrived, empty } = mergeChanges(now, changes, now.loadedFor);
    settle(now, { ...now, messages, empty, unread: changes.unread, pollToken: changes.pollToken });
    if (arrived > 0) setAnnouncement(newArrivals(arrived));
  }, [api, load, settle, current, generation]);

  useEffect(() => startPolling(poll, { intervalMs: pollIntervalMs }), [poll]);

  /** The list as a change made here left it, before the next poll confirms it. */
  const update = (change: (list: InboxListResponse) => InboxListResponse) => {
    const now = current();
    if (now) settle(now, { ...now, ...change(now) });
  };
  return {
    state: list.state,
    announcement,
    moreError: list.moreError,
    retry: () => list.retry(query),
    update,
    showMore: list.showMore,
  };
}
