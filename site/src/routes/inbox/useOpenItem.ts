import { useRef, useState } from 'react';

export type OpenItem<Item> =
  | { status: 'none' }
  | { status: 'opening'; id: string }
  | { status: 'open'; item: Item }
  | { status: 'failed'; id: string };

/**
 * The item open beside a list (a message, an application): fetched when chosen, an answer for one
 * closed since dropped; its actions each busy until they answer, a failure's words kept to show.
 */
export function useOpenItem<Item extends { id: string }, Action extends string>(
  get: (id: string) => Promise<Item>,
  explain: (error: unknown) => string,
) {
  const [open, setOpen] = useState<OpenItem<Item>>({ status: 'none' });
  const [busy, setBusy] = useState<Partial<Record<Action, boolean>>>({});
  const [error, setError] = useState('');
  // The latest item asked for: an answer for one closed since is dropped.
  const wanted = useRef<string | null>(null);

  const select = async (id: string) => {
    wanted.current = id;
    setOpen({ status: 'opening', id });
    setBusy({});
    setError('');
    try {
      const item = await get(id);
      if (wanted.current === id) setOpen({ status: 'open', item });
    } catch (failure) {
      if (wanted.current !== id) return;
      setOpen({ status: 'failed', id });
      setError(explain(failure));
    }
  };
  const close = () => {
    wanted.current = null;
    setOpen({ status: 'none' });
    setError('');
  };
  /** Runs an action, busy while it does; `failed` gives its own words where the usual would mislead. */
  const act = async (action: Action, run: () => Promise<void>, failed?: (words: string) => string) => {
    setBusy((now) => ({ ...now, [action]: true }));
    setError('');
    try {
      await run();
    } catch (failure) {
      const words = explain(failure);
      setError(failed && words ? failed(words) : words);
    } finally {
      setBusy((now) => ({ ...now, [action]: false }));
    }
  };
  /** Shows what the server answered for an item, if it is still the one open. */
  const shown = (item: Item) => {
    if (wanted.current === item.id) setOpen({ status: 'open', item });
  };
  /** Closes the view if it shows `id` (it was deleted). */
  const gone = (id: string) => {
    if (wanted.current === id) close();
  };
  const openId = open.status === 'open' ? open.item.id : open.status === 'none' ? null : open.id;
  return { open, openId, busy, error, select: (id: string) => void select(id), close, act, shown, gone };
}
