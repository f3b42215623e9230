import * as v from 'valibot';
import { storedMessageSchema, toSendContactEmailPayload, type StoredMessage } from '@rico/contact';
import { reportAbandoned } from '../alerts';
import { isContactError } from '../errors';
import { handleSendContactEmail, type SendContactEmailDeps } from '../handler';
import type { StoredDocument } from './documentDb';
import type { FirestoreMessageStore } from './firestoreMessageStore';

/** A message is "missed" once it has waited this long without a sent record (the callable's turn). */
export const backstopGraceMs = 10 * 60_000;
/** Undelivered messages read per query page; a run reads every page. */
export const backstopPageSize = 100;
/** A run stops starting sends after this long, inside the function's 300 s timeout; the next run goes on. */
export const backstopRunBudgetMs = 240_000;

export interface BackstopDeps extends SendContactEmailDeps {
  store: FirestoreMessageStore;
  /** The backstop's own budget of sends (never the callable's): throws resource-exhausted when spent. */
  admitSend: (docId: string) => Promise<void>;
  now: () => Date;
}

export interface BackstopReport {
  /** Messages still owed an e-mail when the run looked (due now or later). */
  undelivered: number;
  sent: number;
  failed: number;
  /** True when the backstop's daily budget stopped the run early. */
  budgetReached: boolean;
  /** True when the run's time ran out first. */
  timeUp: boolean;
}

/**
 * Whether an undelivered message is due at `now`: a pending one once the callable had its grace
 * period, a failed one at its next attempt (backing off), a claimed one once its lease lapsed.
 */
export function isDue(message: StoredMessage, now: Date): boolean {
  const delivery = message.delivery;
  const at = now.getTime();
  switch (delivery?.status) {
    case undefined:
    case 'pending':
      return message.createdAt.getTime() + backstopGraceMs <= at;
    case 'failed':
      return (delivery.nextAttemptAt ?? delivery.at).getTime() <= at;
    case 'sending':
      return (delivery.leaseUntil?.getTime() ?? 0) <= at;
    default:
      return false;
  }
}

async function duePage(page: StoredDocument[], now: Date, deps: BackstopDeps) {
  const due: { id: string; message: StoredMessage }[] = [];
  for (const { id, data } of page) {
    const parsed = v.safeParse(storedMessageSchema, data);
    if (parsed.success) {
      if (isDue(parsed.output, now)) due.push({ id, message: parsed.output });
      continue;
    }
    // Retrying cannot make it valid: say so once, keep it stored, and stop looking at it.
    const error = 'The stored message is not valid.';
    await deps.store.abandon(id, { at: now, error });
    reportAbandoned(deps.log ?? console, { docId: id, attempts: 0, lastError: error });
  }
  return due;
}

/**
 * The scheduled backstop: e-mails every message whose e-mail is owed and due (the visitor's call
 * never arrived, failed, or died mid-send), found by one indexed query of undelivered messages,
 * oldest first, page after page. Each send goes through the callable's own handler and claim, so a
 * message is e-mailed once whoever gets there first.
 */
export async function sendMissedMessages(deps: BackstopDeps): Promise<BackstopReport> {
  const started = deps.now();
  const report: BackstopReport = { undelivered: 0, sent: 0, failed: 0, budgetReached: false, timeUp: false };
  for await (const page of deps.store.undelivered(backstopPageSize)) {
    report.undelivered += page.length;
    for (const { id, message } of await duePage(page, started, deps)) {
      if (deps.now().getTime() - started.getTime() > backstopRunBudgetMs) {
        report.timeUp = true;
        return report;
      }
      try {
        const result = await handleSendContactEmail(deps, toSendContactEmailPayload(id, message));
        if (result.status === 'sent') report.sent += 1;
      } catch (error) {
        if (isContactError(error) && error.code === 'resource-exhausted') {
          report.budgetReached = true;
          deps.log?.error('backstop: daily budget reached, the rest waits for the next day', { docId: id });
          return report;
        }
        // One message failing (SMTP down, say) must not stop the others; its retry is scheduled.
        report.failed += 1;
        if (!isContactError(error))
          deps.log?.error('backstop: send failed', { docId: id, error: String(error) });
      }
    }
  }
  return report;
}
