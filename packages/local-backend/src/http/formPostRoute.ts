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
import type { HostRequest } from './types';

/**
 * The body, read only up to one byte past the form's limit: that is enough for the handler to
 * refuse it as too large, and a huge post is never held in memory.
 */
async function readLimited(req: HostRequest): Promise<Buffer> {
  if (typeof req.body === 'string' || Buffer.isBuffer(req.body)) return Buffer.from(req.body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxFormPostBytes) break;
  }
  return Buffer.concat(chunks);
}

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
    const body = req.method === 'POST' ? await readLimited(req) : undefined;
    await answerFormPost(deps, req, res, body);
  };
}
