import type { InboxListResponse } from '@rico/inbox/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { newArrivals } from '../../content/inbox';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { startPolling } from '../../lib/inbox/polling';
import { newIds } from '../../lib/inbox/toDisplay';

/** How often the list asks for new messages while the page is shown: one appears within a minute. */
export const pollIntervalMs = 30_000;

export type ListState =
  { status: 'loading' } | { status: 'error'; retrying: boolean } | ({ status: 'ready' } & InboxListResponse);

/**
 * The whole inbox, loaded at once and then polled. The filters apply in the browser (the API's own
 * matchesQuery), so they follow each keystroke without a request. `onFailure` hears every failed
 * load (the screen turns 401 and 403 into the sign-in states); a failed poll keeps the list shown.
 */
export function useInboxList(api: InboxApi, onFailure: (error: unknown) => void) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<InboxListResponse | null>(null);
  const failure = useRef(onFailure);
  useLayoutEffect(() => {
    failure.current = onFailure;
  });

  const load = useCallback(async () => {
    try {
      const next = await api.list();
      const before = shown.current;
      shown.current = next;
      setState({ status: 'ready', ...next });
      const arrived = before ? newIds(before.messages, next.messages).length : 0;
      if (arrived > 0) setAnnouncement(newArrivals(arrived));
    } catch (error) {
      if (!shown.current) setState({ status: 'error', retrying: false });
      failure.current(error);
    }
  }, [api]);

  useEffect(() => startPolling(load, { intervalMs: pollIntervalMs, immediately: true }), [load]);

  const retry = () => {
    setState({ status: 'error', retrying: true });
    void load();
  };
  /** The list as a change made here left it, before the next load confirms it. */
  const update = (change: (list: InboxListResponse) => InboxListResponse) => {
    if (!shown.current) return;
    shown.current = change(shown.current);
    setState({ status: 'ready', ...shown.current });
  };
  return { state, announcement, reload: load, retry, update };
}
