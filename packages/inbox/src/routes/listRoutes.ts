import * as v from 'valibot';
import { jsonResponse, type InboxResponse } from '../http';
import type { ListPage, ListRequest } from '../listing/listing';
import type { InboxEntry } from '../store';
import { pageToken, pollToken } from '../listing/tokens';
import { messageSummarySchema, unreadFilter } from '../messageListing';
import { changesKeptMs, maxChangesPerPoll, pollOverlapMs } from '../paging';
import { toSummary, type InboxChangesResponse, type InboxListResponse } from '../wire';
import type { ActionContext, InboxLogger } from './context';
import { listParamsOf, sinceOf } from './params';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Rows the model accepts. One it refuses cannot come from the form (the rules would have refused it):
 * it is logged and left out rather than failing the list.
 */
function summaries(entries: readonly InboxEntry[], log: InboxLogger) {
  return entries.flatMap(({ id, data }) => {
    const parsed = v.safeParse(messageSummarySchema, data);
    if (parsed.success) return [toSummary(id, parsed.output)];
    log.error('inbox: a stored message is not valid and is not shown', { docId: id });
    return [];
  });
}

/**
 * Whether the inbox holds nothing. A page with rows says no; an unfiltered first page with none says
 * yes; otherwise one entry of the unfiltered list is asked for (a read of one, not a count of all).
 */
async function inboxEmpty(deps: ActionContext['deps'], request: ListRequest, page: ListPage) {
  if (page.entries.length > 0) return false;
  if (request.filters.length === 0 && !request.search && !request.after) return true;
  const any = await deps.store.page({ filters: [], search: '', limit: 1 });
  return any.entries.length === 0;
}

/**
 * GET /messages: one page, newest first, with the cursor of the next when there is one, the unread
 * count of the whole inbox (an index count), whether the inbox is empty and the token the poll
 * starts from.
 */
export async function listMessages(
  { deps, now, log }: ActionContext,
  params: Params,
): Promise<InboxResponse> {
  const { filters, search, after, limit, print } = listParamsOf(params);
  const request: ListRequest = { filters, search, after, limit };
  const [page, unread] = await Promise.all([deps.store.page(request), deps.store.count([unreadFilter])]);
  const last = page.entries.at(-1);
  const lastTime = last?.data.createdAt;
  const body: InboxListResponse = {
    messages: summaries(page.entries, log),
    ...(page.more &&
      last &&
      lastTime instanceof Date && { next: pageToken({ at: lastTime.getTime(), id: last.id }, print) }),
    unread,
    empty: await inboxEmpty(deps, request, page),
    retentionDays: deps.retentionDays,
    pollToken: pollToken(now),
  };
  return jsonResponse(200, body);
}

/**
 * GET /changes?since=: what was written or deleted since the last answer (arrivals, read changes,
 * deliveries, deletions by anyone), unfiltered: the screen keeps what its filters show. Looks back
 * a little further than `since` (pollOverlapMs), so a write that committed late is not missed. A
 * token older than the tombstones are kept, or more changes than one answer holds, says reload.
 */
export async function listChanges({ deps, now, log }: ActionContext, params: Params): Promise<InboxResponse> {
  const since = sinceOf(params, now, pollOverlapMs);
  const unread = deps.store.count([unreadFilter]);
  const base = { unread: 0, retentionDays: deps.retentionDays, pollToken: pollToken(now) };
  if (now.getTime() - since.getTime() > changesKeptMs) {
    const body: InboxChangesResponse = {
      ...base,
      changed: [],
      deleted: [],
      complete: false,
      unread: await unread,
    };
    return jsonResponse(200, body);
  }
  const feed = await deps.store.changes(new Date(since.getTime() - pollOverlapMs), maxChangesPerPoll);
  const body: InboxChangesResponse = {
    ...base,
    changed: summaries(feed.changed, log),
    deleted: feed.deleted,
    complete: !feed.more,
    unread: await unread,
  };
  return jsonResponse(200, body);
}
