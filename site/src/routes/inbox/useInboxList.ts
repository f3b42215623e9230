import type { InboxListResponse, InboxQuery } from '@rico/inbox/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { newArrivals } from '../../content/inbox';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { appendPage, mergeChanges, whenRowsGo } from '../../lib/inbox/mergeChanges';
import { startPolling } from '../../lib/inbox/polling';

/** How often the list asks what changed while the page is shown: a change appears within a minute. */
export const pollIntervalMs = 30_000;
/** A pause in typing before the search is asked for, so a word costs one request, not one a letter. */
export const filterDelayMs = 300;

export type LoadedInbox = InboxListResponse & {
  /** The filters these rows were loaded for (a change of filters shows the old rows until it answers). */
  query: InboxQuery;
  /** While Show More is asked for. */
  loadingMore: boolean;
};

export type ListState =
  { status: 'loading' } | { status: 'error'; retrying: boolean } | ({ status: 'ready' } & LoadedInbox);

/**
 * The inbox a page at a time, for the filters (asked of the server, a moment after the last change
 * of them), then kept current by asking every 30 s only what changed since the last answer. `explain`
 * hears every failure and gives the words to show (the screen turns 401 and 403 into the sign-in
 * states); a failed poll or Show More keeps the rows shown.
 */
export function useInboxList(api: InboxApi, query: InboxQuery, explain: (error: unknown) => string) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const [moreError, setMoreError] = useState('');
  const shown = useRef<LoadedInbox | null>(null);
  // Each load of the first page starts a generation: an answer of an older one is dropped.
  const generation = useRef(0);
  const failure = useRef(explain);
  useLayoutEffect(() => {
    failure.current = explain;
  });
  const show = (next: LoadedInbox) => {
    shown.current = next;
    setState({ status: 'ready', ...next });
  };

  const load = useCallback(
    async (wanted: InboxQuery) => {
      const mine = (generation.current += 1);
      try {
        const page = await api.list(wanted);
        if (mine === generation.current) show({ ...page, query: wanted, loadingMore: false });
      } catch (error) {
        if (mine !== generation.current) return;
        if (!shown.current) setState({ status: 'error', retrying: false });
        failure.current(error);
      }
    },
    [api],
  );

  /** Shows the list after rows changed; if the rows shown ran out, says or asks whether any are kept. */
  const settle = useCallback(
    (before: LoadedInbox, after: LoadedInbox) => {
      const { empty, reload } = whenRowsGo(before, after, after.query);
      show({ ...after, empty });
      if (reload) void load(after.query);
    },
    [load],
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
    const before = shown.current;
    if (!before) return;
    const mine = generation.current;
    const changes = await api.changes(before.pollToken);
    if (mine !== generation.current || !shown.current) return;
    if (!changes.complete) return load(shown.current.query);
    const current = shown.current;
    const { messages, arrived, empty } = mergeChanges(current, changes, current.query);
    settle(current, { ...current, messages, empty, unread: changes.unread, pollToken: changes.pollToken });
    if (arrived > 0) setAnnouncement(newArrivals(arrived));
  }, [api, load, settle]);

  useEffect(() => startPolling(poll, { intervalMs: pollIntervalMs }), [poll]);

  const showMore = async () => {
    const current = shown.current;
    if (!current?.next || current.loadingMore) return;
    const mine = generation.current;
    setMoreError('');
    show({ ...current, loadingMore: true });
    try {
      const page = await api.list(current.query, current.next);
      const latest = shown.current;
      if (mine !== generation.current || !latest) return;
      show({
        ...latest,
        messages: appendPage(latest.messages, page.messages),
        next: page.next,
        unread: page.unread,
        loadingMore: false,
      });
    } catch (error) {
      const latest = shown.current;
      if (mine === generation.current && latest) show({ ...latest, loadingMore: false });
      setMoreError(failure.current(error));
    }
  };

  const retry = () => {
    setState({ status: 'error', retrying: true });
    void load(query);
  };
  /** The list as a change made here left it, before the next poll confirms it. */
  const update = (change: (list: InboxListResponse) => InboxListResponse) => {
    if (!shown.current) return;
    settle(shown.current, { ...shown.current, ...change(shown.current) });
  };
  return { state, announcement, moreError, retry, update, showMore: () => void showMore() };
}
