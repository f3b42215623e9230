import * as v from 'valibot';
import { storedMessageSchema, toSendContactEmailPayload } from '@rico/contact';
import { handleSendContactEmail, type SendContactEmailDeps } from './handler';

/**
 * Sends a stored message's e-mail through the contact form's own handler, naming it exactly as the
 * site's callable does, so staff's "send again" follows the same claim, budget and exactly-once
 * rules as the callable and the backstop.
 */
export async function sendStoredMessage(deps: SendContactEmailDeps, id: string): Promise<void> {
  const parsed = v.safeParse(storedMessageSchema, await deps.store.get(id));
  if (!parsed.success) throw new Error(`The stored message ${id} is not valid`);
  await handleSendContactEmail(deps, toSendContactEmailPayload(id, parsed.output));
}
