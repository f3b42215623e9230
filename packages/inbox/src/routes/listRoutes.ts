import { fileResponse, InboxError, jsonResponse, type InboxResponse } from '../http';
import { messagesToCsv } from '../csv';
import { parseInboxQuery, type InboxQuery } from '../query';
import { toSummary, type InboxListResponse } from '../wire';
import { formatUkTime } from '../ukTime';
import type { ActionContext } from './context';
import { filtered, loadMessages } from './messages';

function queryOf(params: Readonly<Record<string, string | undefined>>): InboxQuery {
  const parsed = parseInboxQuery(params);
  if (!parsed.ok) throw new InboxError('invalid-argument', parsed.message);
  return parsed.query;
}

/** GET /messages: the filtered list, newest first, and the unread count of the whole inbox. */
export async function listMessages(
  { deps, log }: ActionContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<InboxResponse> {
  const query = queryOf(params);
  const all = await loadMessages(deps.store, log);
  const body: InboxListResponse = {
    messages: filtered(all, query).map(({ id, message }) => toSummary(id, message)),
    unread: all.filter(({ message }) => !message.read).length,
    retentionDays: deps.retentionDays,
  };
  return jsonResponse(200, body);
}

/** GET /export.csv: what the same filters list, as CSV; recorded before a byte leaves. */
export async function exportMessages(
  { deps, staff, now, log }: ActionContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<InboxResponse> {
  const query = queryOf(params);
  const rows = filtered(await loadMessages(deps.store, log), query);
  await deps.audit.record({ action: 'messages.export', at: now, staff, filter: query, count: rows.length });
  const day = formatUkTime(now).slice(0, 10);
  return fileResponse(
    'text/csv; charset=utf-8',
    `messages-${day}.csv`,
    messagesToCsv(rows.map(({ message }) => message)),
  );
}
