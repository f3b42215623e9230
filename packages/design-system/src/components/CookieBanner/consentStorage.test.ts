import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readConsent, removeConsent, writeConsent } from './consentStorage';
import { fakeStorage, quotaExceeded, securityError } from './fakeStorage';

describe('readConsent', () => {
  it('given nothing stored, should return null', () => {
    expect(readConsent(() => fakeStorage())).toBeNull();
  });
  it('given accepted stored under cookie-consent, should return accepted', () => {
    expect(readConsent(() => fakeStorage({ 'cookie-consent': 'accepted' }))).toBe('accepted');
  });
  it('given declined stored, should return declined', () => {
    expect(readConsent(() => fakeStorage({ 'cookie-consent': 'declined' }))).toBe('declined');
  });
  it('given an unknown stored value, should return null so the banner asks again', () => {
    expect(readConsent(() => fakeStorage({ 'cookie-consent': 'yes' }))).toBeNull();
  });
  it('given getItem throws, should return null', () => {
    expect(readConsent(() => fakeStorage({}, { getItem: securityError() }))).toBeNull();
  });
  it('given reaching the storage throws a SecurityError, should return null', () => {
    expect(
      readConsent(() => {
        throw securityError();
      }),
    ).toBeNull();
  });
  it('given no storage (server), should return null', () => {
    expect(readConsent(() => undefined)).toBeNull();
  });
});

describe('writeConsent', () => {
  it('given a working storage, should store the value under cookie-consent and report success', () => {
    const storage = fakeStorage();
    expect(writeConsent(() => storage, 'declined')).toBe(true);
    expect(storage.items.get(COOKIE_CONSENT_KEY)).toBe('declined');
  });
  it('given setItem throws a QuotaExceededError, should report failure without throwing', () => {
    expect(writeConsent(() => fakeStorage({}, { setItem: quotaExceeded() }), 'accepted')).toBe(false);
  });
  it('given reaching the storage throws, should report failure without throwing', () => {
    const blocked = () => {
      throw securityError();
    };
    expect(writeConsent(blocked, 'accepted')).toBe(false);
  });
  it('given no storage, should report failure', () => {
    expect(writeConsent(() => null, 'accepted')).toBe(false);
  });
});

describe('removeConsent', () => {
  it('given a stored choice, should remove it', () => {
    const storage = fakeStorage({ 'cookie-consent': 'accepted', other: 'kept' });
    removeConsent(() => storage);
    expect([...storage.items.keys()]).toEqual(['other']);
  });
  it('given removeItem throws, should not throw', () => {
    expect(() => removeConsent(() => fakeStorage({}, { removeItem: securityError() }))).not.toThrow();
  });
});
