import type { ServerResponse } from 'node:http';
import * as v from 'valibot';
import { BodyError, readJsonBody } from '../http/body';
import { sendGoogleError } from '../http/respond';
import type { HostRequest } from '../http/types';
import { analyticsEventSchema } from './analyticsEvent';
import { appendEvent } from './eventLog';

export const analyticsPath = '/__backend/analytics';

/**
 * The local stand-in for Google Analytics (POST /__backend/analytics): the site's builds without a
 * Firebase project send each event a visitor's Accept allows here, as JSON, and it is appended to
 * `<dataDir>/analytics/events.jsonl` for `pnpm analytics` to print. Anything malformed is refused
 * with a 400 naming the problem, and nothing is written. (Method, CORS and origin are checked by the
 * backend's route table, as for every route.)
 */
export async function recordAnalyticsEvent(
  dataDir: string,
  req: HostRequest,
  res: ServerResponse,
  now: () => Date = () => new Date(),
): Promise<void> {
  try {
    const parsed = v.safeParse(analyticsEventSchema, await readJsonBody(req));
    if (!parsed.success) {
      const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'event'}: ${issue.message}`);
      sendGoogleError(res, 400, `Not an analytics event: ${problems.join('; ')}`);
      return;
    }
    await appendEvent(dataDir, { ...parsed.output, receivedAt: now().toISOString() });
    res.writeHead(204).end();
  } catch (error) {
    if (error instanceof BodyError) sendGoogleError(res, error.httpStatus, error.message);
    else throw error;
  }
}
