import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, rateLimitSubject } from './clientKey';

const day1 = new Date('2025-06-01T08:00:00Z');

describe('clientAddress', () => {
  it('given a forwarded chain, should trust only the last entry (the one Google appended)', () => {
    const request = { headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }, ip: '10.0.0.1' };
    expect(clientAddress(request)).toBe('203.0.113.7');
  });

  it('given no forwarded header, should fall back to the socket address', () => {
    expect(clientAddress({ headers: {}, ip: '198.51.100.2' })).toBe('198.51.100.2');
  });

  it('given something that is not an address, should answer undefined', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': 'evil, not-an-ip' } })).toBeUndefined();
  });
});

describe('rateLimitSubject', () => {
  it('given IPv4, should count the address itself', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
  });

  it('given two IPv6 addresses in one /64, should count them as one client', () => {
    const a = rateLimitSubject('2001:db8:1:2::1');
    expect(a).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitSubject('2001:DB8:1:2:ffff:1:2:3')).toBe(a);
    expect(rateLimitSubject('2001:db8:1:3::1')).not.toBe(a);
  });

  it('given an IPv4-mapped IPv6 address, should count the IPv4 address', () => {
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('clientKey', () => {
  const salt = 'a-secret-salt-of-some-length';

  it('should be stable within a day and never contain or plainly hash the address', () => {
    const key = clientKey('203.0.113.7', salt, day1);
    expect(clientKey('203.0.113.7', salt, new Date('2025-06-01T23:59:59Z'))).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(key).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
  });

  it('should change with the day and with the salt, so keys cannot be linked or reversed', () => {
    const key = clientKey('203.0.113.7', salt, day1);
    expect(clientKey('203.0.113.7', salt, new Date('2025-06-02T00:00:00Z'))).not.toBe(key);
    expect(clientKey('203.0.113.7', 'another-secret-salt-value', day1)).not.toBe(key);
  });
});
