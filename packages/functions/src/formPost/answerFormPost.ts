import type { IncomingMessage, ServerResponse } from 'node:http';
import { formPostFailure, handleFormPost, type FormPostDeps } from './handleFormPost';

/** The request as Cloud Functions hands it over: express keeps the unparsed body as `rawBody`. */
export type FormPostHttpRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * Runs the form handler for one HTTP request and writes its answer. Plain node:http calls only, so
 * the same code answers behind Cloud Functions' express app and the local servers. `deps` may be a
 * factory (the production parameters are read at run time): if it throws, the visitor still gets
 * a page saying the message was not sent, and the operator a log entry.
 */
export async function answerFormPost(
  deps: FormPostDeps | (() => FormPostDeps),
  req: FormPostHttpRequest,
  res: ServerResponse,
  body: Buffer | string | undefined = req.rawBody,
): Promise<void> {
  let answer;
  try {
    const resolved = typeof deps === 'function' ? deps() : deps;
    answer = await handleFormPost(resolved, { method: req.method, headers: req.headers, body });
  } catch (error) {
    console.error('contact form post failed', { error: String(error) });
    answer = formPostFailure();
  }
  res.writeHead(answer.status, answer.headers).end(answer.body);
}
