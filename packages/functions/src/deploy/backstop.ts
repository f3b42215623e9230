import * as v from 'valibot';
import { storedMessageSchema, toSendContactEmailPayload, type StoredMessage } from '@rico/contact';
import { isContactError } from '../errors';
import { handleSendContactEmail, type SendContactEmailDeps } from '../handler';
import { globalLimitKey } from './abuseGuard';
import type { StoredDocument } from './documentDb';
import type { FirestoreMessageStore } from './firestoreMessageStore';
import type { RateLimit, RateLimiter } from './rateLimiter';

/** A message is "missed" once it has waited this long without a sent record. */
export const backstopGraceMs = 10 * 60_000;
/** How far back the backstop looks: a message older than this is left to a person. */
export const backstopLookbackMs = 7 * 24 * 60 * 60_000;
/** At most this many candidates per run; the next run (minutes later) takes the rest. */
export const backstopBatchSize = 100;

export interface BackstopDeps extends SendContactEmailDeps {
  store: FirestoreMessageStore;
  limiter: RateLimiter;
  /** The same global ceiling the callable counts against. */
  globalLimit: RateLimit;
  now: () => Date;
}

export interface BackstopReport {
  candidates: number;
  sent: number;
  failed: number;
  /** True when the global ceiling stopped the run early. */
  ceilingReached: boolean;
}

/** Whether a stored message still needs its e-mail at `now` (no sent record, no live claim). */
export function needsEmail(message: StoredMessage, now: Date): boolean {
  const delivery = message.delivery;
  if (delivery?.status === 'sent') return false;
  return !(delivery?.status === 'sending' && delivery.leaseUntil && delivery.leaseUntil > now);
}

function validMissed(candidates: StoredDocument[], now: Date, deps: BackstopDeps) {
  return candidates.flatMap(({ id, data }) => {
    const parsed = v.safeParse(storedMessageSchema, data);
    if (!parsed.success) {
      deps.log?.error('backstop: stored message is not valid, skipped', { docId: id });
      return [];
    }
    return needsEmail(parsed.output, now) ? [{ id, message: parsed.output }] : [];
  });
}

/**
 * The scheduled backstop: e-mails every message stored more than backstopGraceMs ago that has no
 * sent record (the visitor's sendContactEmail call never arrived, or failed). Each send goes
 * through the callable's own handler and claim, so a message is e-mailed once whoever gets there
 * first.
 */
export async function sendMissedMessages(deps: BackstopDeps): Promise<BackstopReport> {
  const now = deps.now();
  const range = {
    after: new Date(now.getTime() - backstopLookbackMs),
    through: new Date(now.getTime() - backstopGraceMs),
  };
  const candidates = await deps.store.listCreatedBetween(range, backstopBatchSize);
  const report: BackstopReport = { candidates: candidates.length, sent: 0, failed: 0, ceilingReached: false };
  for (const { id, message } of validMissed(candidates, now, deps)) {
    if (!(await deps.limiter.hit(globalLimitKey, deps.globalLimit, deps.now()))) {
      report.ceilingReached = true;
      deps.log?.error('backstop: global ceiling reached, the rest waits for the next window', { docId: id });
      break;
    }
    try {
      const result = await handleSendContactEmail(deps, toSendContactEmailPayload(id, message));
      if (result.status === 'sent') report.sent += 1;
    } catch (error) {
      // One message failing (SMTP down, say) must not stop the others; the next run retries it.
      report.failed += 1;
      if (!isContactError(error))
        deps.log?.error('backstop: send failed', { docId: id, error: String(error) });
    }
  }
  return report;
}
