import type { InboxMessageAction } from '@rico/design-system';
import type { InboxListResponse, InboxMessage } from '@rico/inbox/client';
import type { InboxApi } from '../../lib/inbox/inboxApi';
import { useOpenItem } from './useOpenItem';

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
  const { act, shown, gone, ...open } = useOpenItem<InboxMessage, InboxMessageAction>(
    (id) => api.get(id),
    explain,
  );
  return {
    ...open,
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
        gone(id);
      }),
  };
}
