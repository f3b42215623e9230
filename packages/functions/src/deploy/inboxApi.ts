import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { storedMessageSchema, toSendContactEmailPayload } from '@rico/contact';
import {
  errorResponse,
  handleInboxRequest,
  InboxError,
  sendInboxResponse,
  StaffAuthError,
  toInboxRequest,
  type InboxDeps,
  type StaffVerifier,
} from '@rico/inbox';
import { handleSendContactEmail, type SendContactEmailDeps } from '../handler';

/** Used when the deployment has no staff verifier: every inbox call is refused as unavailable. */
export const noStaffVerifier: StaffVerifier = {
  verify: () => Promise.reject(new StaffAuthError('unavailable', 'No staff verifier is configured.')),
};

/**
 * Sends a stored message's e-mail through the contact form's own handler, so "send again" follows
 * the same claim, budget and exactly-once rules as the callable and the backstop.
 */
export async function sendStoredMessage(deps: SendContactEmailDeps, id: string): Promise<void> {
  const parsed = v.safeParse(storedMessageSchema, await deps.store.get(id));
  if (!parsed.success) throw new Error(`The stored message ${id} is not valid`);
  await handleSendContactEmail(deps, toSendContactEmailPayload(id, parsed.output));
}

/** The express request Cloud Functions hands an onRequest function, as far as the inbox reads it. */
export interface FunctionsRequest {
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: IncomingHttpHeaders;
  rawBody?: Buffer;
}

/** Answers one HTTP request to the inbox API (behind Hosting's rewrite of /api/inbox/**). */
export async function answerInboxRequest(
  deps: () => InboxDeps,
  req: FunctionsRequest,
  res: ServerResponse,
): Promise<void> {
  const request = toInboxRequest(
    req.method,
    req.originalUrl ?? req.url,
    req.headers,
    req.rawBody?.toString('utf8'),
  );
  if (!request) {
    sendInboxResponse(res, errorResponse(new InboxError('not-found', 'There is no such inbox address.')));
    return;
  }
  sendInboxResponse(res, await handleInboxRequest(deps(), request));
}
