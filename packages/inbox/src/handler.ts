import { authenticate } from './auth/authenticate';
import type { Staff } from './auth/staffVerifier';
import { errorResponse, InboxError, type InboxRequest, type InboxResponse } from './http';
import { defaultInboxLimit, retryAfterSeconds, staffLimitKey } from './rateLimit';
import type { ActionContext, InboxDeps } from './routes/context';
import {
  deleteApplication,
  downloadCv,
  exportApplications,
  getApplication,
  listApplications,
  setApplicationRead,
} from './routes/applicationRoutes';
import { exportMessages } from './routes/exportRoute';
import { listChanges, listMessages } from './routes/listRoutes';
import { matchRoute, routeMethods } from './routes/matchRoute';
import { deleteMessage, getMessage, resend, setRead } from './routes/messageRoutes';

async function admit(deps: InboxDeps, staff: Staff, now: Date): Promise<void> {
  const limit = deps.limit ?? defaultInboxLimit;
  let admitted: boolean;
  try {
    admitted = await deps.limiter.hit(staffLimitKey(staff.uid), limit, now);
  } catch {
    throw new InboxError('unavailable', 'The inbox is busy just now. Please try again in a minute.');
  }
  if (!admitted) {
    const seconds = retryAfterSeconds(now, limit.windowMs);
    throw new InboxError('resource-exhausted', `Too many requests. Try again in ${seconds} seconds.`, {
      'Retry-After': String(seconds),
    });
  }
}

function dispatch(context: ActionContext, request: InboxRequest): Promise<InboxResponse> {
  const route = matchRoute(request.path);
  if (!route) throw new InboxError('not-found', 'There is no such inbox address.');
  const allowed = routeMethods[route.name];
  if (!allowed.includes(request.method)) {
    throw new InboxError('method-not-allowed', `Use ${allowed.join(' or ')} here.`, {
      Allow: allowed.join(', '),
    });
  }
  switch (route.name) {
    case 'list':
      return listMessages(context, request.query);
    case 'changes':
      return listChanges(context, request.query);
    case 'export':
      return exportMessages(context, request.query);
    case 'message':
      return request.method === 'DELETE' ? deleteMessage(context, route.id) : getMessage(context, route.id);
    case 'read':
      return setRead(context, route.id, request.body);
    case 'resend':
      return resend(context, route.id);
    case 'applications':
      return listApplications(context, request.query);
    case 'applicationsExport':
      return exportApplications(context, request.query);
    case 'application':
      return request.method === 'DELETE'
        ? deleteApplication(context, route.id)
        : getApplication(context, route.id);
    case 'applicationRead':
      return setApplicationRead(context, route.id, request.body);
    case 'applicationCv':
      return downloadCv(context, route.id);
  }
}

/**
 * The staff inbox API, free of any framework: every call is checked (a staff ID token, then the
 * caller's rate limit) before anything is read or changed, so a refused call leaves no trace in the
 * store. Cloud Functions (`inboxApi`) and the local backend both mount it.
 */
export async function handleInboxRequest(deps: InboxDeps, request: InboxRequest): Promise<InboxResponse> {
  const log = deps.log ?? console;
  try {
    const staff = await authenticate(deps.verifier, request.headers.authorization);
    const now = (deps.now ?? (() => new Date()))();
    await admit(deps, staff, now);
    return await dispatch({ deps, staff, now, log }, request);
  } catch (error) {
    if (error instanceof InboxError) return errorResponse(error);
    log.error('inbox request failed', { method: request.method, path: request.path, error: String(error) });
    return errorResponse(
      new InboxError('internal', 'The inbox could not answer just now. Please try again.'),
    );
  }
}
