import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
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

/** Used when the deployment has no staff verifier: every inbox call is refused as unavailable. */
export const noStaffVerifier: StaffVerifier = {
  verify: () => Promise.reject(new StaffAuthError('unavailable', 'No staff verifier is configured.')),
};

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
    await sendInboxResponse(
      res,
      errorResponse(new InboxError('not-found', 'There is no such inbox address.')),
    );
    return;
  }
  const current = deps();
  await sendInboxResponse(res, await handleInboxRequest(current, request), (error) =>
    current.log?.error('inbox: an export stopped part way', { error: String(error) }),
  );
}
