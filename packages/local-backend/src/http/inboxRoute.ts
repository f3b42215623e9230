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
import { readUpTo } from './body';
import type { HostRequest } from './types';

export const emulatorNotRunning = 'The staff sign-in (Firebase Authentication emulator) is not running yet.';

/**
 * `/api/inbox/...`: the same handler as the deployed inboxApi, on the local files. `deps` is null
 * while no Auth emulator is configured: every inbox call then answers 503 saying so.
 */
export function createInboxRoute(deps: () => InboxDeps | null) {
  return async (req: HostRequest, res: ServerResponse) => {
    const current = deps();
    if (!current) {
      await sendInboxResponse(res, errorResponse(new InboxError('unavailable', emulatorNotRunning)));
      return;
    }
    const bytes = await readUpTo(req, maxInboxBodyBytes);
    const tooLarge = bytes.length > maxInboxBodyBytes;
    const request = toInboxRequest(req.method, req.url, req.headers, bytes.toString('utf8'));
    if (tooLarge || !request) {
      const refusal = tooLarge
        ? new InboxError('invalid-argument', 'The request body is too large.')
        : new InboxError('not-found', 'There is no such inbox address.');
      await sendInboxResponse(res, errorResponse(refusal));
      return;
    }
    await sendInboxResponse(res, await handleInboxRequest(current, request), (error) =>
      current.log?.error('inbox: an export stopped part way', { error: String(error) }),
    );
  };
}
