import { unrecordedEvent } from './alerts';
import type { DeliveryDeps } from './deliverOnce';

/** Waits before each retry of the sent record: about 6 s in all, well inside the call's timeout. */
export const recordSentRetryDelaysMs = [200, 400, 800, 1600, 3200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Records a send the mail server has accepted. A failure here (a dropped connection, a contended
 * transaction) must not send the e-mail again: the write is retried, never the send. Should every
 * retry fail, the call still answers 'sent' (the e-mail did go) and an ERROR is logged; the claim
 * then lapses and the backstop may send once more, with the same Message-ID, so the copies fold.
 */
export async function recordSentWithRetry(
  deps: DeliveryDeps,
  docId: string,
  attempt: number,
  sent: { at: Date; messageId: string },
): Promise<void> {
  const wait = deps.wait ?? sleep;
  const log = deps.log ?? console;
  for (let retry = 0; ; retry += 1) {
    try {
      await deps.store.recordSent(docId, attempt, sent);
      return;
    } catch (error) {
      const delay = recordSentRetryDelaysMs[retry];
      if (delay === undefined) {
        log.error(`${deps.mailKind ?? 'contact e-mail'} sent but not recorded`, {
          event: unrecordedEvent,
          docId,
          error: String(error),
        });
        return;
      }
      await wait(delay);
    }
  }
}
