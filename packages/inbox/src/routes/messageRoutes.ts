import { InboxError, jsonResponse, type InboxResponse } from '../http';
import { deliveryState, toInboxMessage } from '../wire';
import type { ActionContext } from './context';
import { checkedId, loadMessage, notFound } from './messages';
import { parseReadBody } from './readBody';

/** GET /messages/:id: every field; the read is recorded before the message is answered. */
export async function getMessage({ deps, staff, now }: ActionContext, id: string): Promise<InboxResponse> {
  const message = await loadMessage(deps.store, id);
  await deps.audit.record({ action: 'message.read', at: now, staff, messageId: id });
  return jsonResponse(200, toInboxMessage(id, message));
}

/**
 * POST /messages/:id/read: marks it read or unread by the caller, at server time. Asking for the
 * state it already has changes nothing, so readBy keeps naming whoever first marked it read.
 */
export async function setRead(
  { deps, staff, now }: ActionContext,
  id: string,
  body: string | undefined,
): Promise<InboxResponse> {
  const read = parseReadBody(body);
  const current = await loadMessage(deps.store, id);
  if (current.read !== read) {
    if (!(await deps.store.setRead(id, { read, by: staff.email, at: now }))) throw notFound();
    const action = read ? 'message.mark-read' : 'message.mark-unread';
    await deps.audit.record({ action, at: now, staff, messageId: id });
  }
  return jsonResponse(200, toInboxMessage(id, await loadMessage(deps.store, id)));
}

/**
 * POST /messages/:id/resend: a given-up message's delivery goes back to 'pending' and the send path
 * is run once at once; whether that send works or not, the backstop's usual retries now apply.
 */
export async function resend({ deps, staff, now, log }: ActionContext, id: string): Promise<InboxResponse> {
  const result = await deps.store.resetDelivery(checkedId(id), now);
  if (result === 'not-found') throw notFound();
  if (result === 'not-given-up') {
    const state = deliveryState((await loadMessage(deps.store, id)).delivery);
    const why = state === 'emailed' ? 'it was already e-mailed' : 'it is still being tried';
    throw new InboxError('conflict', `Only a message whose e-mail was given up can be sent again: ${why}.`);
  }
  await deps.audit.record({ action: 'message.resend', at: now, staff, messageId: id });
  await deps.sendAgain(id).catch((error: unknown) =>
    log.info('inbox: send again did not send at once; the backstop retries it', {
      docId: id,
      error: String(error),
    }),
  );
  return jsonResponse(200, toInboxMessage(id, await loadMessage(deps.store, id)));
}

/** DELETE /messages/:id: an erasure request; the message and its delivery record both go. */
export async function deleteMessage({ deps, staff, now }: ActionContext, id: string): Promise<InboxResponse> {
  if (!(await deps.store.delete(checkedId(id), now))) throw notFound();
  await deps.audit.record({ action: 'message.delete', at: now, staff, messageId: id });
  return jsonResponse(200, { deleted: true, id });
}
