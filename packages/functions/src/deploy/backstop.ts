import * as v from 'valibot';
import {
  storedMessageSchema,
  toSendContactEmailPayload,
  type DeliveryRecord,
  type StoredMessage,
} from '@rico/contact';
import { reportAbandoned } from '../alerts';
import type { DeliveryResult } from '../deliverOnce';
import { isContactError } from '../errors';
import type { Logger } from '../ports';
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

/** What the backstop reads of any document whose e-mail it may owe. */
export interface OwedMail {
  createdAt: Date;
  delivery?: DeliveryRecord | undefined;
}

/**
 * Whether an undelivered message is due at `now`: a pending one once the callable had its grace
 * period, a failed one at its next attempt (backing off), a claimed one once its lease lapsed.
 */
export function isDue(message: OwedMail, now: Date): boolean {
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

/** One collection's owed e-mails, as the backstop reads and sends them. */
export interface OwedMailSource<T extends OwedMail> {
  /** Every document still owed its e-mail, oldest first, a page at a time. */
  undelivered(pageSize: number): AsyncGenerator<StoredDocument[]>;
  /** The document as its schema reads it, or undefined when it is not valid. */
  parse(data: unknown): T | undefined;
  abandon(id: string, failure: { at: Date; error: string }): Promise<void>;
  /** Sends it through the collection's own handler and claim; resolves with what happened. */
  send(id: string, item: T): Promise<DeliveryResult>;
}

async function duePage<T extends OwedMail>(
  source: OwedMailSource<T>,
  page: StoredDocument[],
  now: Date,
  log: Logger,
) {
  const due: { id: string; item: T }[] = [];
  for (const { id, data } of page) {
    const item = source.parse(data);
    if (item) {
      if (isDue(item, now)) due.push({ id, item });
      continue;
    }
    // Retrying cannot make it valid: say so once, keep it stored, and stop looking at it.
    const error = 'The stored message is not valid.';
    await source.abandon(id, { at: now, error });
    reportAbandoned(log, { docId: id, attempts: 0, lastError: error });
  }
  return due;
}

/**
 * One backstop pass over a collection: e-mails every document whose e-mail is owed and due (the
 * first send never happened, failed, or died mid-send), page after page, each through the
 * collection's own handler and claim, so it is e-mailed once whoever gets there first.
 */
export async function sendOwedMail<T extends OwedMail>(
  source: OwedMailSource<T>,
  deps: { now: () => Date; log?: Logger | undefined },
): Promise<BackstopReport> {
  const log = deps.log ?? console;
  const started = deps.now();
  const report: BackstopReport = { undelivered: 0, sent: 0, failed: 0, budgetReached: false, timeUp: false };
  for await (const page of source.undelivered(backstopPageSize)) {
    report.undelivered += page.length;
    for (const { id, item } of await duePage(source, page, started, log)) {
      if (deps.now().getTime() - started.getTime() > backstopRunBudgetMs) {
        report.timeUp = true;
        return report;
      }
      try {
        if ((await source.send(id, item)) === 'sent') report.sent += 1;
      } catch (error) {
        if (isContactError(error) && error.code === 'resource-exhausted') {
          report.budgetReached = true;
          log.error('backstop: daily budget reached, the rest waits for the next day', { docId: id });
          return report;
        }
        // One message failing (SMTP down, say) must not stop the others; its retry is scheduled.
        report.failed += 1;
        if (!isContactError(error)) log.error('backstop: send failed', { docId: id, error: String(error) });
      }
    }
  }
  return report;
}

/**
 * The scheduled backstop of the contact form: every message whose e-mail is owed and due, found by
 * one indexed query of undelivered messages, each sent through the callable's own handler and claim.
 */
export function sendMissedMessages(deps: BackstopDeps): Promise<BackstopReport> {
  return sendOwedMail<StoredMessage>(
    {
      undelivered: (pageSize) => deps.store.undelivered(pageSize),
      parse: (data) => {
        const parsed = v.safeParse(storedMessageSchema, data);
        return parsed.success ? parsed.output : undefined;
      },
      abandon: (id, failure) => deps.store.abandon(id, failure),
      send: async (id, message) =>
        (await handleSendContactEmail(deps, toSendContactEmailPayload(id, message))).status,
    },
    deps,
  );
}
