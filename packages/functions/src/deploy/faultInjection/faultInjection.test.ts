import { describe, expect, it } from 'vitest';
import { runFaultInjection } from './simulation';

describe('the delivery path under injected faults (short form of `pnpm fault-injection`)', () => {
  describe('given 150 submissions in a simulated day with a fault planned for half of them, an SMTP outage and a junk flood', () => {
    it('should lose no message, e-mail none twice under two ids, refuse no visitor and accept no junk', async () => {
      const figures = await runFaultInjection({ submissions: 150, days: 1, junkCalls: 200, seed: 1 });
      // Every kind of fault really struck, so the figures below are about something.
      expect(Object.keys(figures.faultsInjected).sort()).toEqual([
        'callable-aborted',
        'commit-aborted',
        'killed-after-smtp-accept',
        'killed-before-smtp-accept',
        'killed-mid-claim',
        'killed-mid-sent-record',
        'none',
        'smtp-4xx',
        'smtp-5xx',
        'store-error-after-send',
      ]);
      expect(figures.visitorsSawInjectedError).toBeGreaterThan(0);
      expect(figures).toMatchObject({
        messagesLost: 0,
        duplicateEmails: 0,
        visitorsRefused: 0,
        delayedWithoutFailedAttempt: 0,
        abandoned: 0,
        junkCalls: 200,
        junkAccepted: 0,
      });
      // Only a death between the mail server's accept and the sent record repeats an e-mail (same id).
      expect(figures.deathsInCrashWindow).toBeGreaterThan(0);
      expect(figures.foldedCopies).toBe(figures.deathsInCrashWindow);
    });
  });
});
