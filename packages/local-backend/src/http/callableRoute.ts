import type { ServerResponse } from 'node:http';
import type { createSendContactEmail } from '@rico/functions';
import { BodyError, readJsonBody } from './body';
import { sendJson } from './respond';
import { toExpressLike } from './expressShim';
import type { HostRequest } from './types';

type Callable = ReturnType<typeof createSendContactEmail>;

/**
 * Runs the real onCall function for one request. The local backend has no Firebase Auth and no App
 * Check: their headers are dropped, or firebase-functions would try to verify them with Google.
 */
export async function runCallable(callable: Callable, req: HostRequest, res: ServerResponse): Promise<void> {
  let body: unknown;
  try {
    body = await readJsonBody(req);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendJson(res, error.httpStatus, { error: { status: 'INVALID_ARGUMENT', message: error.message } });
    return;
  }
  delete req.headers.authorization;
  delete req.headers['x-firebase-appcheck'];
  const [request, response] = toExpressLike(req, res, body);
  await callable(request as never, response as never);
}
