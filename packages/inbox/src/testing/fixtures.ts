import { validMessageData } from '@rico/contact';
import type { AuditEntry, AuditLog } from '../audit';
import type { RateLimiter } from '../rateLimit';

/** A stored message as the form leaves it (the acceptance table's valid case), with changes. */
export function storedMessage(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...validMessageData,
    interest: [...validMessageData.interest],
    createdAt: new Date('2025-06-01T12:00:00.000Z'),
    expireAt: new Date('2027-06-01T12:00:00.000Z'),
    delivery: { status: 'sent', attempts: 1, at: new Date('2025-06-01T12:00:05.000Z'), messageId: '<m@x>' },
    ...changes,
  };
}

/** 20-character message ids, distinct per n. */
export const messageId = (n: number) => `Msg${String(n).padStart(17, '0')}`;

export function createMemoryAuditLog(): AuditLog & { entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  return {
    entries,
    record: (entry) => {
      entries.push(structuredClone(entry));
      return Promise.resolve();
    },
  };
}

/** A limiter that admits everything and counts the keys it saw (the real ones are tested apart). */
export function createCountingLimiter(): RateLimiter & { hits: string[] } {
  const hits: string[] = [];
  return {
    hits,
    hit: (key) => {
      hits.push(key);
      return Promise.resolve(true);
    },
  };
}
