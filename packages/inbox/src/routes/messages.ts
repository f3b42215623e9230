import * as v from 'valibot';
import { docIdPattern, storedMessageSchema, type StoredMessage } from '@rico/contact';
import { InboxError } from '../http';
import type { InboxStore } from '../store';

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
