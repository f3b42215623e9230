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
}

const newestFirst = (a: InboxMessageSummary, b: InboxMessageSummary) =>
  b.receivedAt.localeCompare(a.receivedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The list after a poll's changes, for the filters it was loaded with (the server's own test,
 * matchesQuery): deleted rows go, changed rows are replaced (or go, if they no longer match), and a
 * row that now matches joins if it falls within the pages loaded (older ones come with Show More).
 * `arrived` counts rows newer than any shown before: the new messages to announce.
 */
export function mergeChanges(
  list: LoadedList,
  changes: Pick<InboxChangesResponse, 'changed' | 'deleted'>,
  query: InboxQuery,
): { messages: InboxMessageSummary[]; arrived: number } {
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
  return { messages: [...byId.values()].sort(newestFirst), arrived };
}

/** The next page added below the rows shown, without repeating one a poll already brought. */
export function appendPage(shown: readonly InboxMessageSummary[], page: readonly InboxMessageSummary[]) {
  const known = new Set(shown.map((message) => message.id));
  return [...shown, ...page.filter((message) => !known.has(message.id))];
}
