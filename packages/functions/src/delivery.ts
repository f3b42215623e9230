import * as v from 'valibot';
import { deliverySchema, type DeliveryRecord } from '@rico/contact';
import type { Claim, MessageStore } from './ports';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retryPolicy';

/**
 * How long a claim holds before another caller may take over (the holder crashed mid-send). It is far
 * longer than a send can take (createSmtpMailer's timeouts total under a minute), so a live sender
 * never loses its claim; a crash costs at most a late duplicate, never a lost e-mail.
 */
export const defaultClaimLeaseMs = 10 * 60_000;

type ClaimDecision = { claim: Exclude<Claim, { status: 'not-found' }>; next?: DeliveryRecord };

/**
 * Decides a claim from the current delivery record: sent and abandoned are final, a live claim
 * blocks, else claim. A claim whose holder died counts as an attempt, so crashes cannot retry forever.
 */
export function decideClaim(
  current: DeliveryRecord | undefined,
  at: Date,
  leaseMs: number,
  policy: RetryPolicy = defaultRetryPolicy,
): ClaimDecision {
  if (current?.status === 'sent') return { claim: { status: 'already-sent' } };
  if (current?.status === 'abandoned') {
    return {
      claim: { status: 'abandoned', attempts: current.attempts, newly: false, lastError: current.error },
    };
  }
  if (current?.status === 'sending') {
    if (current.leaseUntil && current.leaseUntil > at) return { claim: { status: 'in-progress' } };
    if (current.attempts >= policy.maxAttempts) {
      const error = 'The last attempt stopped without a result (the process ended mid-send).';
      return {
        claim: { status: 'abandoned', attempts: current.attempts, newly: true, lastError: error },
        next: { status: 'abandoned', attempts: current.attempts, at, error },
      };
    }
  }
  const attempt = (current?.attempts ?? 0) + 1;
  const leaseUntil = new Date(at.getTime() + leaseMs);
  return {
    claim: { status: 'claimed', attempt },
    next: { status: 'sending', attempts: attempt, at, leaseUntil },
  };
}

/** The record after a successful send; undefined when it is already recorded as sent. */
export function decideSent(
  current: DeliveryRecord | undefined,
  attempt: number,
  sent: { at: Date; messageId: string },
): DeliveryRecord | undefined {
  // Sent is final, whichever attempt got there: even one that outlived its lease did deliver.
  if (current?.status === 'sent') return undefined;
  const attempts = Math.max(current?.attempts ?? 0, attempt);
  return { status: 'sent', attempts, at: sent.at, messageId: sent.messageId };
}

/**
 * The record after a failed send: 'failed' with the time of the next attempt (backing off), or
 * 'abandoned' after the last allowed one; undefined unless this attempt still holds the claim.
 */
export function decideRelease(
  current: DeliveryRecord | undefined,
  attempt: number,
  failure: { at: Date; error: string },
  policy: RetryPolicy = defaultRetryPolicy,
): DeliveryRecord | undefined {
  // A stale attempt must not free the claim of a newer one, nor undo a sent record.
  if (current?.status !== 'sending' || current.attempts !== attempt) return undefined;
  const error = failure.error.slice(0, 500);
  if (attempt >= policy.maxAttempts) return { status: 'abandoned', attempts: attempt, at: failure.at, error };
  const nextAttemptAt = new Date(failure.at.getTime() + retryDelayMs(attempt, policy));
  return { status: 'failed', attempts: attempt, at: failure.at, nextAttemptAt, error };
}

/**
 * One atomic read-modify-write of a message's `delivery` field: read it, call decide, write back what
 * decide returns (nothing when undefined). Resolves false when the message does not exist. A
 * Firestore transaction may call decide more than once; only the committed run counts.
 */
export type AtomicDeliveryUpdate = (
  id: string,
  decide: (current: unknown) => DeliveryRecord | undefined,
) => Promise<boolean>;

const parseDelivery = (raw: unknown) => (raw === undefined ? undefined : v.parse(deliverySchema, raw));

/**
 * Builds the claim, recordSent and release of a MessageStore from one atomic update, so every store
 * (files, Firestore) follows the same exactly-once rules.
 */
export function createDeliveryMethods(
  update: AtomicDeliveryUpdate,
  leaseMs: number = defaultClaimLeaseMs,
  policy: RetryPolicy = defaultRetryPolicy,
): Pick<MessageStore, 'claim' | 'recordSent' | 'release'> {
  return {
    async claim(id, at) {
      let claim: Claim = { status: 'not-found' };
      const found = await update(id, (raw) => {
        const decision = decideClaim(parseDelivery(raw), at, leaseMs, policy);
        claim = decision.claim;
        return decision.next;
      });
      return found ? claim : { status: 'not-found' };
    },
    async recordSent(id, attempt, sent) {
      await update(id, (raw) => decideSent(parseDelivery(raw), attempt, sent));
    },
    async release(id, attempt, failure) {
      let written: DeliveryRecord | undefined;
      await update(id, (raw) => (written = decideRelease(parseDelivery(raw), attempt, failure, policy)));
      return written;
    },
  };
}
