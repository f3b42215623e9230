import { describe, expect, it } from 'vitest';
import { decideClaim, decideRelease, decideSent } from './delivery';

const at = new Date('2025-06-01T12:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const lease = 60_000;

describe('decideClaim', () => {
  describe('given no delivery record', () => {
    it('should claim attempt 1 with a lease', () => {
      expect(decideClaim(undefined, at, lease)).toEqual({
        claim: { status: 'claimed', attempt: 1 },
        next: { status: 'sending', attempts: 1, at, leaseUntil: later(lease) },
      });
    });
  });

  describe('given a sent record', () => {
    it('should answer already-sent and change nothing', () => {
      expect(decideClaim({ status: 'sent', attempts: 1, at }, later(1), lease)).toEqual({
        claim: { status: 'already-sent' },
      });
    });
  });

  describe('given a live claim', () => {
    it('should answer in-progress and change nothing', () => {
      const current = { status: 'sending' as const, attempts: 1, at, leaseUntil: later(lease) };
      expect(decideClaim(current, later(lease - 1), lease)).toEqual({ claim: { status: 'in-progress' } });
    });
  });

  describe('given a claim whose lease has run out (its holder crashed)', () => {
    it('should claim the next attempt', () => {
      const current = { status: 'sending' as const, attempts: 1, at, leaseUntil: later(lease) };
      expect(decideClaim(current, later(lease), lease).claim).toEqual({ status: 'claimed', attempt: 2 });
    });
  });

  describe('given a failed attempt', () => {
    it('should claim the next attempt', () => {
      expect(decideClaim({ status: 'failed', attempts: 2, at }, at, lease).claim).toEqual({
        status: 'claimed',
        attempt: 3,
      });
    });
  });
});

describe('decideSent', () => {
  describe('given the attempt holding the claim', () => {
    it('should record sent with the message id', () => {
      const current = { status: 'sending' as const, attempts: 1, at, leaseUntil: later(lease) };
      expect(decideSent(current, 1, { at: later(5), messageId: '<m@x>' })).toEqual({
        status: 'sent',
        attempts: 1,
        at: later(5),
        messageId: '<m@x>',
      });
    });
  });

  describe('given a record already sent', () => {
    it('should leave it as it is', () => {
      expect(decideSent({ status: 'sent', attempts: 2, at }, 1, { at, messageId: '<m@x>' })).toBeUndefined();
    });
  });
});

describe('decideRelease', () => {
  describe('given the attempt holding the claim', () => {
    it('should record the failure, free the claim and set the next attempt one backstop run away', () => {
      const current = { status: 'sending' as const, attempts: 1, at, leaseUntil: later(lease) };
      expect(decideRelease(current, 1, { at, error: 'x'.repeat(600) })).toEqual({
        status: 'failed',
        attempts: 1,
        at,
        nextAttemptAt: later(5 * 60_000),
        error: 'x'.repeat(500),
      });
    });

    it('should wait twice as long after each failure, up to the cap', () => {
      const nextAfter = (attempt: number) => {
        const current = { status: 'sending' as const, attempts: attempt, at, leaseUntil: later(lease) };
        const record = decideRelease(current, attempt, { at, error: 'SMTP 421' });
        return (record?.nextAttemptAt?.getTime() ?? 0) - at.getTime();
      };
      expect([1, 2, 3, 4, 5, 6, 7].map(nextAfter)).toEqual(
        [5, 10, 20, 40, 80, 160, 240].map((minutes) => minutes * 60_000),
      );
    });

    it('given the last allowed attempt, should abandon the message', () => {
      const current = { status: 'sending' as const, attempts: 8, at, leaseUntil: later(lease) };
      expect(decideRelease(current, 8, { at, error: '550 no' })).toEqual({
        status: 'abandoned',
        attempts: 8,
        at,
        error: '550 no',
      });
    });
  });

  describe('given a claim whose holder died on the last allowed attempt', () => {
    it('should abandon the message instead of claiming a ninth attempt', () => {
      const current = { status: 'sending' as const, attempts: 8, at, leaseUntil: later(lease) };
      const decision = decideClaim(current, later(lease + 1), lease);
      expect(decision.claim).toMatchObject({ status: 'abandoned', attempts: 8, newly: true });
      expect(decision.next).toMatchObject({ status: 'abandoned', attempts: 8 });
      expect(decideClaim(decision.next, later(lease + 2), lease).claim).toMatchObject({ newly: false });
    });
  });

  describe('given a stale attempt or a sent record', () => {
    it('should change nothing', () => {
      const newer = { status: 'sending' as const, attempts: 2, at, leaseUntil: later(lease) };
      expect(decideRelease(newer, 1, { at, error: 'timeout' })).toBeUndefined();
      expect(decideRelease({ status: 'sent', attempts: 1, at }, 1, { at, error: 'late' })).toBeUndefined();
    });
  });
});
