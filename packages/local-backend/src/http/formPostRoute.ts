import type { ServerResponse } from 'node:http';
import { maxFormPostBytes } from '@rico/contact';
import {
  answerFormPost,
  expireAtFor,
  type FormPostDeps,
  type Logger,
  type SendContactEmailDeps,
} from '@rico/functions';
import type { FileMessageStore } from '../store/fileMessageStore';
import { readUpTo } from './body';
import type { HostRequest } from './types';

/**
 * `POST /contact/send`: the contact form posted without its script, through the same handler as the
 * deployed submitContactForm, storing in the files and e-mailing through the real sendContactEmail
 * handler. The local backend has no rate limits (it listens on this machine only).
 */
export function createFormPostRoute(store: FileMessageStore, send: SendContactEmailDeps, log: Logger) {
  const deps: FormPostDeps = {
    send,
    // As a browser's create through the commit route: the retention time is stamped on arrival.
    create: (id, data) =>
      store.create(id, {
        ...data,
        expireAt: expireAtFor(data.createdAt instanceof Date ? data.createdAt : new Date()),
      }),
    log,
  };
  return async (req: HostRequest, res: ServerResponse) => {
    // Past the form's limit the cut body is enough for the handler to refuse it as too large.
    const body = req.method === 'POST' ? await readUpTo(req, maxFormPostBytes) : undefined;
    await answerFormPost(deps, req, res, body);
  };
}
