import {
  matchesQuery,
  type InboxChangesResponse,
  type InboxMessageSummary,
  type InboxQuery,
} from '@rico/inbox/client';

/** The list as the screen holds it: the pages loaded so far, and whether more follow. */
export interface LoadedList {
  messages: readonly InboxMessageSummary[];
  /** The cursor of the next page; absent once the last page is loaded. */
  next?: string | undefined;
  /** The server said the inbox holds no message at all (not only none the filters match). */
  empty?: boolean;
}

const newestFirst = (a: InboxMessageSummary, b: InboxMessageSummary) =>
  b.receivedAt.localeCompare(a.receivedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The list after a poll's changes, for the filters it was loaded with (the server's own test,
 * matchesQuery): deleted rows go, changed rows are replaced (or go, if they no longer match), and a
 * row that now matches joins if it falls within the pages loaded (older ones come with Show More).
 * `arrived` counts rows newer than any shown before: the new messages to announce. An inbox known
 * empty stops being so with any message written and not deleted, shown or not.
 */
export function mergeChanges(
  list: LoadedList,
  changes: Pick<InboxChangesResponse, 'changed' | 'deleted'>,
  query: InboxQuery,
): { messages: InboxMessageSummary[]; arrived: number; empty: boolean } {
  const gone = new Set(changes.deleted);
  const byId = new Map(list.messages.filter((m) => !gone.has(m.id)).map((m) => [m.id, m]));
  const newest = list.messages[0]?.receivedAt;
  const oldest = list.messages.at(-1)?.receivedAt;
  let arrived = 0;
  for (const message of changes.changed) {
    if (gone.has(message.id)) continue;
    const known = byId.has(message.id);
    if (!matchesQuery(message, query)) {
      byId.delete(message.id);
    } else if (known || !list.next || (oldest !== undefined && message.receivedAt >= oldest)) {
      if (!known && (newest === undefined || message.receivedAt > newest)) arrived += 1;
      byId.set(message.id, message);
    }
  }
  const kept = changes.changed.some((message) => !gone.has(message.id));
  return { messages: [...byId.values()].sort(newestFirst), arrived, empty: Boolean(list.empty) && !kept };
}

/**
 * Whether the inbox is empty after the rows shown went (deleted here or by someone else). With no
 * filter and no page left to load, none shown means none kept. With either, others may be kept
 * (hidden by the filters, or older): the first page is asked for again (`reload`), whose answer
 * says, so the screen never tells staff nothing matches when nothing is there, nor the reverse.
 */
export function whenRowsGo(
  before: LoadedList,
  after: LoadedList,
  query: InboxQuery,
): { empty: boolean; reload: boolean } {
  const known = Boolean(after.empty);
  if (after.messages.length > 0) return { empty: false, reload: false };
  if (before.messages.length === 0) return { empty: known, reload: false };
  const everything = Object.keys(query).length === 0 && !after.next;
  return everything ? { empty: true, reload: false } : { empty: known, reload: true };
}

/** The next page added below the rows shown, without repeating one a poll already brought. */
export function appendPage(shown: readonly InboxMessageSummary[], page: readonly InboxMessageSummary[]) {
  const known = new Set(shown.map((message) => message.id));
  return [...shown, ...page.filter((message) => !known.has(message.id))];
}
