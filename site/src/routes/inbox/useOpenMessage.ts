import type { InboxMessageAction } from '@rico/design-system';
import type { InboxListResponse, InboxMessage } from '@rico/inbox/client';
import { useRef, useState } from 'react';
import type { InboxApi } from '../../lib/inbox/inboxApi';

export type OpenMessage =
  | { status: 'none' }
  | { status: 'opening'; id: string }
  | { status: 'open'; message: InboxMessage }
  | { status: 'failed'; id: string };

interface Hooks {
  /** Turns a failure into the words to show (or handles it: signed out, not staff) and returns them. */
  explain: (error: unknown) => string;
  /** Changes the list the way the server just changed the message, until the next load. */
  updateList: (change: (list: InboxListResponse) => InboxListResponse) => void;
}

const withoutMessage = (id: string) => (list: InboxListResponse) => {
  const gone = list.messages.find((message) => message.id === id);
  return {
    ...list,
    messages: list.messages.filter((message) => message.id !== id),
    unread: list.unread - (gone && !gone.read ? 1 : 0),
  };
};

const withRead = (id: string, read: boolean) => (list: InboxListResponse) => {
  const before = list.messages.find((message) => message.id === id);
  const change = before && before.read !== read ? (read ? -1 : 1) : 0;
  return {
    ...list,
    messages: list.messages.map((message) => (message.id === id ? { ...message, read } : message)),
    unread: list.unread + change,
  };
};

/** The message open beside the list, and what staff do with it (each action busy until it answers). */
export function useOpenMessage(api: InboxApi, { explain, updateList }: Hooks) {
  const [open, setOpen] = useState<OpenMessage>({ status: 'none' });
  const [busy, setBusy] = useState<Partial<Record<InboxMessageAction, boolean>>>({});
  const [error, setError] = useState('');
  // The latest message asked for: an answer for one closed since is dropped.
  const wanted = useRef<string | null>(null);

  const select = async (id: string) => {
    wanted.current = id;
    setOpen({ status: 'opening', id });
    setBusy({});
    setError('');
    try {
      const message = await api.get(id);
      if (wanted.current === id) setOpen({ status: 'open', message });
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

  const act = async (action: InboxMessageAction, run: () => Promise<void>) => {
    setBusy((now) => ({ ...now, [action]: true }));
    setError('');
    try {
      await run();
    } catch (failure) {
      setError(explain(failure));
    } finally {
      setBusy((now) => ({ ...now, [action]: false }));
    }
  };
  const shown = (message: InboxMessage) => {
    if (wanted.current === message.id) setOpen({ status: 'open', message });
  };

  return {
    open,
    busy,
    error,
    select: (id: string) => void select(id),
    close,
    toggleRead: (id: string, read: boolean) =>
      void act('toggleRead', async () => {
        shown(await api.setRead(id, read));
        updateList(withRead(id, read));
      }),
    sendAgain: (id: string) =>
      void act('sendAgain', async () => {
        shown(await api.sendAgain(id));
      }),
    remove: (id: string) =>
      void act('delete', async () => {
        await api.remove(id);
        updateList(withoutMessage(id));
        if (wanted.current === id) close();
      }),
  };
}
