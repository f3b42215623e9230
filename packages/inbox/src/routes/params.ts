import * as v from 'valibot';
import { InboxError } from '../http';
import { fingerprint, readPageToken, readPollToken } from '../listing/tokens';
import type { ListPosition } from '../listing/listing';
import { listFiltersOf } from '../messageListing';
import { pageSizeSchema } from '../paging';
import { parseInboxQuery, type InboxQuery } from '../query';

type Params = Readonly<Record<string, string | undefined>>;

const staleLink = 'This page of the list is not one the inbox gave for these filters. Load the list again.';

export function queryOf(params: Params): InboxQuery {
  const parsed = parseInboxQuery(params);
  if (!parsed.ok) throw new InboxError('invalid-argument', parsed.message);
  return parsed.query;
}

/**
 * The list's parameters: the filters, `after` (a cursor the previous page gave) and `limit`. All are
 * checked before any store is asked, so a forged cursor or a page size out of range reads nothing.
 */
export function listParamsOf({ after, limit, ...filters }: Params) {
  const query = queryOf(filters);
  const size = v.safeParse(pageSizeSchema, limit === '' ? undefined : limit);
  if (!size.success) throw new InboxError('invalid-argument', size.issues[0].message);
  const request = listFiltersOf(query);
  const print = fingerprint(request.filters, request.search);
  let position: ListPosition | undefined;
  if (after !== undefined && after !== '') {
    position = readPageToken(after, print) ?? undefined;
    if (!position) throw new InboxError('invalid-argument', staleLink);
  }
  return { query, ...request, print, after: position, limit: size.output };
}

/** The poll's one parameter, `since`: a token an earlier answer gave, not from the future. */
export function sinceOf({ since, ...rest }: Params, now: Date, toleranceMs: number): Date {
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new InboxError('invalid-argument', `Unknown parameter: ${unknown}`);
  const time = since ? readPollToken(since) : null;
  if (!time || time.getTime() > now.getTime() + toleranceMs) {
    throw new InboxError('invalid-argument', 'since must be the pollToken of an earlier answer.');
  }
  return time;
}
