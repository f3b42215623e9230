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

/**
 * Three senders whose names, e-mail addresses and companies try the search: accents (Núñez, Café),
 * punctuation between words (jo.smith@, baker-and-co), a word inside another (Joanna, not oanna),
 * and interests to scope it by. Every store's search test stores these.
 */
export const searchPeople = [
  { name: 'José Núñez', email: 'jose@example.es', company: 'Café Olé', interest: ['cloud-mobile'] },
  {
    name: 'Joanna Smith',
    email: 'jo.smith@bistro.co.uk',
    company: 'Smith & Daughters',
    interest: ['seo-marketing'],
  },
  {
    name: 'Ann Baker',
    email: 'ann@baker-and-co.com',
    company: 'Baker & Co',
    interest: ['cloud-mobile', 'seo-marketing'],
  },
] as const;
