import type { InboxApplicationListResponse } from '@rico/inbox/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InboxApi } from '../../lib/inbox/inboxApi';

export type LoadedApplications = InboxApplicationListResponse & {
  /** The role these rows were loaded for ('' for all). */
  role: string;
  loadingMore: boolean;
};

export type ApplicationsState =
  { status: 'loading' } | { status: 'error'; retrying: boolean } | ({ status: 'ready' } & LoadedApplications);

/**
 * The job applications a page at a time, for one role or all, newest first. Loaded when the role
 * changes and when staff come back to the section: applications arrive a few a week, so they are
 * not polled as messages are. `explain` hears every failure and gives the words to show.
 */
export function useApplicationsList(api: InboxApi, role: string, explain: (error: unknown) => string) {
  const [state, setState] = useState<ApplicationsState>({ status: 'loading' });
  const [moreError, setMoreError] = useState('');
  const shown = useRef<LoadedApplications | null>(null);
  // Each load of the first page starts a generation: an answer of an older one is dropped.
  const generation = useRef(0);
  const failure = useRef(explain);
  useLayoutEffect(() => {
    failure.current = explain;
  });
  const show = (next: LoadedApplications) => {
    shown.current = next;
    setState({ status: 'ready', ...next });
  };

  const load = useCallback(
    async (wanted: string) => {
      const mine = (generation.current += 1);
      try {
        const page = await api.listApplications(wanted);
        if (mine === generation.current) show({ ...page, role: wanted, loadingMore: false });
      } catch (error) {
        if (mine !== generation.current) return;
        if (!shown.current) setState({ status: 'error', retrying: false });
        failure.current(error);
      }
    },
    [api],
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it sets state only once the server answers
    void load(role);
  }, [role, load]);

  const showMore = async () => {
    const current = shown.current;
    if (!current?.next || current.loadingMore) return;
    const mine = generation.current;
    setMoreError('');
    show({ ...current, loadingMore: true });
    try {
      const page = await api.listApplications(current.role, current.next);
      const latest = shown.current;
      if (mine !== generation.current || !latest) return;
      const known = new Set(latest.applications.map((application) => application.id));
      show({
        ...latest,
        applications: [...latest.applications, ...page.applications.filter(({ id }) => !known.has(id))],
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
    void load(role);
  };
  /** The list as a change made here left it (read, deleted), without asking the server again. */
  const update = (change: (list: InboxApplicationListResponse) => InboxApplicationListResponse) => {
    if (shown.current) show({ ...shown.current, ...change(shown.current) });
  };
  return { state, moreError, retry, update, showMore: () => void showMore() };
}
