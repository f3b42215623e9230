import type { DeliveryRecord } from '@rico/contact';
import { reportAbandoned } from './alerts';
import { ContactError } from './errors';
import type { ContactMail, Logger, Mailer, MessageStore } from './ports';
import { recordSentWithRetry } from './recordSent';

/** The delivery record's three changes, on whichever collection holds the document. */
export type DeliveryStore = Pick<MessageStore, 'claim' | 'recordSent' | 'release'>;

export interface DeliveryDeps {
  store: DeliveryStore;
  mailer: Mailer;
  now?: () => Date;
  log?: Logger;
  /** Spends a budget of sends just before the claim (throw a ContactError to refuse). */
  admitSend?: (docId: string) => Promise<void>;
  /** Waits between retries of the sent record (a simulation passes its own clock's). */
  wait?: (ms: number) => Promise<void>;
  /** What the logs call the e-mail: 'contact e-mail' unless said otherwise. */
  mailKind?: string;
}

export type DeliveryResult = 'sent' | 'already-sent' | 'in-progress';

const noLongerSent = () =>
  new ContactError('failed-precondition', 'This message is no longer e-mailed automatically.');

/**
 * E-mails one stored document's notification exactly once, however many callers race: spends the
 * budget, claims the send atomically (delivery.ts's rules), sends, then records it (retrying the
 * write, never the send). A failed send frees the claim for the next attempt, or gives up after the
 * last and logs the alert. Shared by the contact messages and the job applications, so both follow
 * the same exactly-once record.
 */
export async function deliverOnce(
  deps: DeliveryDeps,
  docId: string,
  buildMail: () => ContactMail,
): Promise<DeliveryResult> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const kind = deps.mailKind ?? 'contact e-mail';
  await deps.admitSend?.(docId);

  const claim = await deps.store.claim(docId, now());
  if (claim.status === 'not-found')
    throw new ContactError('not-found', 'No message is stored under this id.');
  if (claim.status === 'abandoned') {
    if (claim.newly) reportAbandoned(log, { docId, attempts: claim.attempts, lastError: claim.lastError });
    throw noLongerSent();
  }
  if (claim.status !== 'claimed') return claim.status;

  const mail = buildMail();
  let messageId: string;
  try {
    ({ messageId } = await deps.mailer.send(mail));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`${kind} not sent`, { docId, attempt: claim.attempt, reason });
    const record = await deps.store
      .release(docId, claim.attempt, { at: now(), error: reason })
      // The claim then lapses with its lease and a later attempt takes over.
      .catch((releaseError: unknown) =>
        log.error('claim not released', { docId, error: String(releaseError) }),
      );
    if (record?.status === 'abandoned')
      reportAbandoned(log, { docId, attempts: record.attempts, lastError: reason });
    throw new ContactError('unavailable', 'The e-mail could not be sent. Please try again.');
  }
  await recordSentWithRetry(deps, docId, claim.attempt, { at: now(), messageId });
  log.info(`${kind} sent`, { docId, attempt: claim.attempt, messageId });
  return 'sent';
}

/**
 * The answer for a document whose e-mail needs no send now (sent, or a live claim elsewhere), read
 * before any budget is spent on it; a given-up one throws. Undefined: go on and claim.
 */
export function settledDelivery(delivery: DeliveryRecord | undefined, now: Date): DeliveryResult | undefined {
  if (delivery?.status === 'sent') return 'already-sent';
  if (delivery?.status === 'abandoned') throw noLongerSent();
  if (delivery?.status === 'sending' && delivery.leaseUntil && delivery.leaseUntil > now)
    return 'in-progress';
  return undefined;
}
