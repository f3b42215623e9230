import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, staffLimitKey } from './rateLimit';

describe('retryAfterSeconds', () => {
  it('should count whole seconds to the end of the epoch-aligned window, at least 1', () => {
    expect(retryAfterSeconds(new Date('2025-06-02T09:00:00.000Z'), 60_000)).toBe(60);
    expect(retryAfterSeconds(new Date('2025-06-02T09:00:59.999Z'), 60_000)).toBe(1);
  });
});

describe('staffLimitKey', () => {
  it('should give each account its own key, a valid document id whatever the uid', () => {
    expect(staffLimitKey('a/b')).toMatch(/^inbox-[0-9a-f]{32}$/);
    expect(staffLimitKey('a')).not.toBe(staffLimitKey('b'));
  });
});
