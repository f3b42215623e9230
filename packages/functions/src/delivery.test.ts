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
    it('should record the failure and free the claim', () => {
      const current = { status: 'sending' as const, attempts: 1, at, leaseUntil: later(lease) };
      expect(decideRelease(current, 1, { at, error: 'x'.repeat(600) })).toEqual({
        status: 'failed',
        attempts: 1,
        at,
        error: 'x'.repeat(500),
      });
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
