import * as v from 'valibot';
import { InboxError } from '../http';

const readBodySchema = v.strictObject({ read: v.boolean() });
const readBodyHint = 'Send a JSON body: {"read": true} or {"read": false}.';

/** The body of a mark read or unread, for a message or an application. */
export function parseReadBody(body: string | undefined): boolean {
  let json: unknown;
  try {
    json = JSON.parse(body ?? '');
  } catch {
    throw new InboxError('invalid-argument', `The body is not JSON. ${readBodyHint}`);
  }
  const parsed = v.safeParse(readBodySchema, json);
  if (!parsed.success) throw new InboxError('invalid-argument', readBodyHint);
  return parsed.output.read;
}
