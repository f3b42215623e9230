import type { ServerResponse } from 'node:http';
import { contactFormPaths, jobApplicationPaths } from '@rico/contact';
import { inboxApiBase } from '@rico/inbox/client';
import { isAuthEmulatorPath } from './http/authEmulatorProxy';
import type { HostRequest } from './http/types';

/** One route of the backend: the method it answers (besides OPTIONS) and what it does. */
export interface Route {
  method: 'GET' | 'POST' | 'ANY';
  handle: (req: HostRequest, res: ServerResponse) => void | Promise<void>;
}

export type RouteName =
  | 'commit'
  | 'callable'
  | 'health'
  | 'about'
  | 'analytics'
  | 'formPost'
  | 'jobApplication'
  | 'inbox'
  | 'authEmulator';

/**
 * Which route a decoded path names: the emulators' paths for the two calls the site makes, and the
 * backend's own pages under /__backend. 'wrong-project' for the emulator paths of another project.
 * A new route is one more line here and one more entry in the backend's route table.
 */
export function matchRoute(
  pathname: string,
  projectId: string,
  region: string,
): RouteName | 'wrong-project' | null {
  if (pathname === '/__backend/health') return 'health';
  if (pathname === '/__backend/' || pathname === '/__backend') return 'about';
  if (pathname === '/__backend/analytics') return 'analytics';
  // The form posted without script: Hosting rewrites this path to the submitContactForm function.
  if (pathname === contactFormPaths.send) return 'formPost';
  // Job applications (multipart, scripted or not): rewritten to the submitJobApplication function.
  if (pathname === jobApplicationPaths.send) return 'jobApplication';
  // The staff inbox API: Hosting rewrites this prefix to the inboxApi function.
  if (pathname.startsWith(`${inboxApiBase}/`)) return 'inbox';
  // The staff sign-in: the Auth emulator's REST paths, on the site's origin.
  if (isAuthEmulatorPath(pathname)) return 'authEmulator';
  const commit = /^\/v1\/projects\/([^/]+)\/databases\/\(default\)\/documents:commit$/.exec(pathname);
  if (commit) return commit[1] === projectId ? 'commit' : 'wrong-project';
  const callable = /^\/([^/]+)\/([^/]+)\/sendContactEmail$/.exec(pathname);
  if (callable) return callable[1] === projectId && callable[2] === region ? 'callable' : 'wrong-project';
  return null;
}
