import * as v from 'valibot';
import { docIdPattern, storedMessageSchema, type StoredMessage } from '@rico/contact';
import { InboxError } from '../http';
import { matchesQuery, type InboxQuery } from '../query';
import type { InboxStore } from '../store';
import type { InboxLogger } from './context';

export interface ValidMessage {
  id: string;
  message: StoredMessage;
}

const newestFirst = (a: ValidMessage, b: ValidMessage) =>
  b.message.createdAt.getTime() - a.message.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every stored message the model accepts, newest first. One the model refuses cannot come from the
 * form (the rules would have refused it): it is logged and left out rather than failing the list.
 */
export async function loadMessages(store: InboxStore, log: InboxLogger): Promise<ValidMessage[]> {
  const valid: ValidMessage[] = [];
  for (const { id, data } of await store.list()) {
    const parsed = v.safeParse(storedMessageSchema, data);
    if (parsed.success) valid.push({ id, message: parsed.output });
    else log.error('inbox: a stored message is not valid and is not shown', { docId: id });
  }
  return valid.sort(newestFirst);
}

export const filtered = (messages: readonly ValidMessage[], query: InboxQuery) =>
  messages.filter(({ message }) => matchesQuery(message, query));

const notFound = () => new InboxError('not-found', 'No message has this id. It may have been deleted.');

/** The id of a path, refused as not found unless it is a message id (so no other path is formed). */
export function checkedId(id: string): string {
  if (!docIdPattern.test(id)) throw notFound();
  return id;
}

/** One stored message, validated; 404 when there is none. */
export async function loadMessage(store: InboxStore, id: string): Promise<StoredMessage> {
  const data = await store.get(checkedId(id));
  if (!data) throw notFound();
  const parsed = v.safeParse(storedMessageSchema, data);
  if (!parsed.success) throw new Error(`The stored message ${id} is not valid`);
  return parsed.output;
}

export { notFound };
