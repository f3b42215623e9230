import type { ServerResponse } from 'node:http';
import {
  errorResponse,
  handleInboxRequest,
  InboxError,
  maxInboxBodyBytes,
  sendInboxResponse,
  toInboxRequest,
  type InboxDeps,
} from '@rico/inbox';
import type { HostRequest } from './types';

export const emulatorNotRunning = 'The staff sign-in (Firebase Authentication emulator) is not running yet.';

/** The body as text, refused past the inbox's limit without holding more of it. */
async function readSmallBody(req: HostRequest): Promise<string | null> {
  if (typeof req.body === 'string') return req.body;
  if (Buffer.isBuffer(req.body)) return req.body.toString('utf8');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxInboxBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `/api/inbox/...`: the same handler as the deployed inboxApi, on the local files. `deps` is null
 * while no Auth emulator is configured: every inbox call then answers 503 saying so.
 */
export function createInboxRoute(deps: () => InboxDeps | null) {
  return async (req: HostRequest, res: ServerResponse) => {
    const current = deps();
    if (!current) {
      sendInboxResponse(res, errorResponse(new InboxError('unavailable', emulatorNotRunning)));
      return;
    }
    const body = await readSmallBody(req);
    const request = toInboxRequest(req.method, req.url, req.headers, body ?? undefined);
    if (body === null || !request) {
      const refusal =
        body === null
          ? new InboxError('invalid-argument', 'The request body is too large.')
          : new InboxError('not-found', 'There is no such inbox address.');
      sendInboxResponse(res, errorResponse(refusal));
      return;
    }
    sendInboxResponse(res, await handleInboxRequest(current, request));
  };
}
