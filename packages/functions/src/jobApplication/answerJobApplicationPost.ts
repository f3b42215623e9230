import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormPostResponse } from '../formPost/pageAnswer';
import { jobApplicationCopy as copy } from './jobApplicationCopy';
import { notSentAnswer, wantsJson } from './jobApplicationAnswers';
import { handleJobApplicationPost, type JobApplicationDeps } from './handleJobApplicationPost';

/** The request as Cloud Functions hands it over (its body already read into `rawBody`) or a local server does. */
export type JobApplicationHttpRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * Runs the application handler for one HTTP request and writes its answer. In Cloud Functions the
 * framework has read the body into `rawBody`; on a local server the request still streams and is
 * read as it arrives, with the same limits. `deps` may be a factory (the production parameters are
 * read at run time): if it throws, the visitor is told nothing was stored.
 */
export async function answerJobApplicationPost(
  deps: JobApplicationDeps | (() => JobApplicationDeps),
  req: JobApplicationHttpRequest,
  res: ServerResponse,
): Promise<void> {
  let answer: FormPostResponse;
  try {
    const resolved = typeof deps === 'function' ? deps() : deps;
    const body = Buffer.isBuffer(req.rawBody) ? req.rawBody : req.method === 'POST' ? req : undefined;
    answer = await handleJobApplicationPost(resolved, { method: req.method, headers: req.headers, body });
  } catch (error) {
    console.error('job application post failed', { error: String(error) });
    answer = notSentAnswer(
      { json: wantsJson(req.headers), formPath: '/jobs' },
      503,
      'unavailable',
      copy.failed,
    );
  }
  // The request may have stopped half way: then nobody is left to answer.
  if (res.destroyed) return;
  res.writeHead(answer.status, answer.headers).end(answer.body);
}
