import * as v from 'valibot';
import { serviceIds, type ServiceId } from '@rico/contact';
import { matchesSearch, searchKey } from './search';

/** The longest search text: enough for a full e-mail address or company name. */
export const maxSearchLength = 100;

/**
 * The inbox's filters, as query parameters (`?status=unread&interest=cloud-mobile&q=ann`), shared
 * by the browser (which builds them) and the server (which refuses anything else with a 400).
 * Empty values mean "no filter", so a form can send its fields as they are.
 */
export const inboxQuerySchema = v.strictObject({
  status: v.optional(v.picklist(['unread'], 'status must be "unread" or left out')),
  interest: v.optional(
    v.picklist(serviceIds as ServiceId[], `interest must be one of: ${serviceIds.join(', ')}`),
  ),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxSearchLength, `the search text must be at most ${maxSearchLength} characters`),
    ),
  ),
});

export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;

export type QueryResult = { ok: true; query: InboxQuery } | { ok: false; message: string };

/** Reads query parameters into an InboxQuery, dropping empty ones; a message saying what is wrong. */
export function parseInboxQuery(params: Readonly<Record<string, string | undefined>>): QueryResult {
  const present = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(inboxQuerySchema, present);
  if (!result.success) {
    const [issue] = result.issues;
    const unknownKey = issue.kind === 'schema' && issue.type === 'strict_object';
    return {
      ok: false,
      message: unknownKey ? `Unknown filter: ${v.getDotPath(issue) ?? '?'}` : issue.message,
    };
  }
  const query = { ...result.output };
  if (query.q === '') delete query.q;
  return { ok: true, query };
}

/** The fields of a message a filter looks at: the stored message and the wire summary both have them. */
export interface QueryableMessage {
  name: string;
  email: string;
  company: string;
  interest: readonly string[];
  read: boolean;
}

/**
 * Whether a message passes the filters: unread only, one interest, and the search text starting a
 * word of the name, e-mail or company (case and accents aside; see search.ts). The server's
 * queries mean the same, so the browser can judge what a poll brings exactly as a list would.
 */
export function matchesQuery(message: QueryableMessage, query: InboxQuery): boolean {
  if (query.status === 'unread' && message.read) return false;
  if (query.interest && !message.interest.includes(query.interest)) return false;
  return matchesSearch([message.name, message.email, message.company], searchKey(query.q ?? ''));
}
