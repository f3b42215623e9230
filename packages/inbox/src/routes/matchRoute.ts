import { inboxApiBase } from '../paths';

export type InboxRoute =
  | { name: 'list' }
  | { name: 'changes' }
  | { name: 'export' }
  | { name: 'message'; id: string }
  | { name: 'read'; id: string }
  | { name: 'resend'; id: string }
  | { name: 'applications' }
  | { name: 'applicationsExport' }
  | { name: 'application'; id: string }
  | { name: 'applicationRead'; id: string }
  | { name: 'applicationCv'; id: string };

/** The methods each route answers; anything else is a 405 naming them. */
export const routeMethods: Record<InboxRoute['name'], readonly string[]> = {
  list: ['GET'],
  changes: ['GET'],
  export: ['GET'],
  message: ['GET', 'DELETE'],
  read: ['POST'],
  resend: ['POST'],
  applications: ['GET'],
  applicationsExport: ['GET'],
  application: ['GET', 'DELETE'],
  applicationRead: ['POST'],
  applicationCv: ['GET'],
};

/** The applications' routes: /applications, /applications/export.csv, /applications/:id[/read|/cv]. */
function matchApplicationRoute([id, action, ...more]: string[]): InboxRoute | null {
  if (id === undefined) return { name: 'applications' };
  if (more.length > 0 || !id) return null;
  if (id === 'export.csv' && action === undefined) return { name: 'applicationsExport' };
  if (action === undefined) return { name: 'application', id };
  if (action === 'read') return { name: 'applicationRead', id };
  if (action === 'cv') return { name: 'applicationCv', id };
  return null;
}

/** Which route a decoded path names, or null (404). Ids are checked later, by the action. */
export function matchRoute(path: string): InboxRoute | null {
  if (!path.startsWith(`${inboxApiBase}/`)) return null;
  const rest = path.slice(inboxApiBase.length + 1).split('/');
  const [first, id, action, ...more] = rest;
  if (rest.length === 1 && first === 'messages') return { name: 'list' };
  if (rest.length === 1 && first === 'changes') return { name: 'changes' };
  if (rest.length === 1 && first === 'export.csv') return { name: 'export' };
  if (first === 'applications') return matchApplicationRoute(rest.slice(1));
  if (first !== 'messages' || !id || more.length > 0) return null;
  if (action === undefined) return { name: 'message', id };
  if (action === 'read') return { name: 'read', id };
  if (action === 'resend') return { name: 'resend', id };
  return null;
}
