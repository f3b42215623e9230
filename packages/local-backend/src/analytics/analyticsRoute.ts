import * as v from 'valibot';
import { BodyError, readJsonBody } from '../http/body';
import { applyCors } from '../http/cors';
import { sendGoogleError } from '../http/respond';
import type { BackendHandler } from '../http/types';
import { analyticsEventSchema } from './analyticsEvent';
import { appendEvent } from './eventLog';

export const analyticsPath = '/__backend/analytics';

/**
 * The local stand-in for Google Analytics: the site's builds without a Firebase project send each
 * event a visitor's Accept allows here (POST, JSON), and it is appended to
 * `<dataDir>/analytics/events.jsonl` for `pnpm analytics` to print. Anything malformed is refused
 * with a 400 naming the problem, and nothing is written.
 */
export function createAnalyticsRoute(
  dataDir: string,
  allowedOrigins: readonly string[] = [],
  now: () => Date = () => new Date(),
): BackendHandler {
  return async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://backend.local').pathname;
    if (pathname !== analyticsPath) return false;
    applyCors(req, res, allowedOrigins);
    const { origin, host } = req.headers;
    const sameOrigin = origin !== undefined && host !== undefined && new URL(origin).host === host;
    if (origin && !sameOrigin && !res.getHeader('Access-Control-Allow-Origin')) {
      // Another web page the developer has open must not write into the local record.
      sendGoogleError(res, 403, 'This origin may not send analytics events');
      return true;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      sendGoogleError(res, 405, 'Use POST for this route');
      return true;
    }
    try {
      const parsed = v.safeParse(analyticsEventSchema, await readJsonBody(req));
      if (!parsed.success) {
        const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'event'}: ${issue.message}`);
        sendGoogleError(res, 400, `Not an analytics event: ${problems.join('; ')}`);
        return true;
      }
      await appendEvent(dataDir, { ...parsed.output, receivedAt: now().toISOString() });
      res.writeHead(204).end();
    } catch (error) {
      if (error instanceof BodyError) sendGoogleError(res, error.httpStatus, error.message);
      else if (!res.headersSent) sendGoogleError(res, 500, 'Could not record the event');
    }
    return true;
  };
}
