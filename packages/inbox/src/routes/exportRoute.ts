import * as v from 'valibot';
import { csvHeader, csvRows } from '../csv';
import { fileResponse, type InboxResponse } from '../http';
import type { ListPosition } from '../listing/listing';
import { exportFields, exportRowSchema, listFiltersOf, type ExportRow } from '../messageListing';
import type { InboxStore } from '../store';
import { formatUkTime } from '../ukTime';
import type { ActionContext, InboxLogger } from './context';
import { queryOf } from './params';

/** Rows per page the export reads: each page is written out before the next is read. */
export const exportPageSize = 500;

/** The CSV, page after page: the header, then each page's rows as soon as it is read. */
async function* csvPages(
  store: InboxStore,
  { filters, search }: ReturnType<typeof listFiltersOf>,
  log: InboxLogger,
): AsyncGenerator<string> {
  yield csvHeader();
  let after: ListPosition | undefined;
  for (;;) {
    const page = await store.page({ filters, search, after, limit: exportPageSize, fields: exportFields });
    const rows: ExportRow[] = [];
    for (const { id, data } of page.entries) {
      const parsed = v.safeParse(exportRowSchema, data);
      if (parsed.success) rows.push(parsed.output);
      else log.error('inbox: a stored message is not valid and is not exported', { docId: id });
    }
    if (rows.length > 0) yield csvRows(rows);
    const last = page.entries.at(-1);
    const time = last?.data.createdAt;
    if (!page.more || !last || !(time instanceof Date)) return;
    after = { at: time.getTime(), id: last.id };
  }
}

/**
 * GET /export.csv: what the same filters list, as CSV, streamed a page at a time so memory stays
 * flat however many rows there are. Recorded, with the count of rows (an index count), before a
 * byte leaves.
 */
export async function exportMessages(
  { deps, staff, now, log }: ActionContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<InboxResponse> {
  const query = queryOf(params);
  const request = listFiltersOf(query);
  const count = await deps.store.count(request.filters, request.search);
  await deps.audit.record({ action: 'messages.export', at: now, staff, filter: query, count });
  const day = formatUkTime(now).slice(0, 10);
  return fileResponse('text/csv; charset=utf-8', `messages-${day}.csv`, csvPages(deps.store, request, log));
}
