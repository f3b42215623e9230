import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A page of a list as the inbox API answers it: the cursor of the next page, if there is one. */
export interface ListPage {
  next?: string;
}

export type LoadedPages<Page, Key> = Page & {
  /** What these rows were loaded for (a change of it shows the old rows until the new ones answer). */
  loadedFor: Key;
  /** While Show More is asked for. */
  loadingMore: boolean;
};

export type PagedListState<Page, Key> =
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean }
  | ({ status: 'ready' } & LoadedPages<Page, Key>);

export interface PagedListSource<Page extends ListPage, Key> {
  /** Asks for the first page for `key`, or the page after `next`. */
  fetchPage: (key: Key, next?: string) => Promise<Page>;
  /** The rows shown with a later page added (a row already shown is not shown twice). */
  append: (shown: Page, later: Page) => Page;
  /** Hears every failure and gives the words to show. */
  explain: (error: unknown) => string;
}

/**
 * A list the staff see a page at a time, newest first: the first page loaded for a key (filters, a
 * role), Show More adding the next, and the rows as a change made on the page left them. Each load of
 * the first page starts a generation, and an answer of an older one is dropped, so a slow answer for
 * filters already changed never replaces the rows for the new ones. A failed Show More keeps the rows
 * shown and says why beside the button. The messages' and the applications' lists are both this; the
 * messages' adds its poll on top (`current` and `isLatest` are for that).
 */
export function usePagedList<Page extends ListPage, Key>(source: PagedListSource<Page, Key>) {
  const [state, setState] = useState<PagedListState<Page, Key>>({ status: 'loading' });
  const [moreError, setMoreError] = useState('');
  const shown = useRef<LoadedPages<Page, Key> | null>(null);
  const generation = useRef(0);
  // The latest callbacks, read when an answer comes back rather than when it was asked for.
  const latest = useRef(source);
  useLayoutEffect(() => {
    latest.current = source;
  });
  const { fetchPage } = source;

  const show = useCallback((next: LoadedPages<Page, Key>) => {
    shown.current = next;
    setState({ status: 'ready', ...next });
  }, []);

  const load = useCallback(
    async (key: Key) => {
      const mine = (generation.current += 1);
      try {
        const page = await fetchPage(key);
        if (mine === generation.current) show({ ...page, loadedFor: key, loadingMore: false });
      } catch (error) {
        if (mine !== generation.current) return;
        if (!shown.current) setState({ status: 'error', retrying: false });
        latest.current.explain(error);
      }
    },
    [fetchPage, show],
  );

  const showMore = async () => {
    const current = shown.current;
    if (!current?.next || current.loadingMore) return;
    const mine = generation.current;
    setMoreError('');
    show({ ...current, loadingMore: true });
    try {
      const page = await fetchPage(current.loadedFor, current.next);
      const now = shown.current;
      if (mine !== generation.current || !now) return;
      show({ ...now, ...latest.current.append(now, page), loadingMore: false });
    } catch (error) {
      const now = shown.current;
      if (mine === generation.current && now) show({ ...now, loadingMore: false });
      setMoreError(latest.current.explain(error));
    }
  };

  const retry = (key: Key) => {
    setState({ status: 'error', retrying: true });
    void load(key);
  };

  return {
    state,
    moreError,
    load,
    show,
    retry,
    showMore: () => void showMore(),
    /** The rows shown now, or null before the first answer. */
    current: useCallback(() => shown.current, []),
    /** The generation of the rows shown now: an answer started in it is still wanted while it lasts. */
    generation: useCallback(() => generation.current, []),
  };
}
