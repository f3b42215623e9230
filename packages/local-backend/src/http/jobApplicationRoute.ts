import type { ServerResponse } from 'node:http';
import {
  answerJobApplicationPost,
  notifyApplication,
  type ApplicationStore,
  type JobApplicationDeps,
  type NotifyApplicationDeps,
} from '@rico/functions';
import type { HostRequest } from './types';

/**
 * `POST /jobs/apply`: a job application, scripted or not, through the same handler as the deployed
 * submitJobApplication, storing in the data folder and e-mailing through the same exactly-once
 * record. The request is read as it streams, with the same limits; a host that has read the body
 * already (a Buffer) hands it over as Cloud Functions does. No rate limit: the backend listens on
 * this machine only.
 */
export function createJobApplicationRoute(store: ApplicationStore, notify: NotifyApplicationDeps) {
  const deps: JobApplicationDeps = {
    store,
    notify: (id) => notifyApplication(notify, id),
    ...(notify.log && { log: notify.log }),
  };
  return async (req: HostRequest, res: ServerResponse) => {
    const request = Buffer.isBuffer(req.body) ? Object.assign(req, { rawBody: req.body }) : req;
    await answerJobApplicationPost(deps, request, res);
  };
}
