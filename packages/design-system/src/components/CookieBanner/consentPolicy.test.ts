import { describe, expect, it } from 'vitest';
import { createConsentStore } from './consentStore';
import { fakeStorage } from './fakeStorage';

const policy = { version: '2' };
const fixedNow = () => new Date('2026-11-22T10:00:00.000Z');

describe('createConsentStore with a policy version', () => {
  it('given a choice, should store the spec’s value and, under its own key, the version and date', () => {
    const storage = fakeStorage();
    createConsentStore(() => storage, policy, fixedNow).choose('accepted');
    expect(storage.items.get('cookie-consent')).toBe('accepted');
    expect(JSON.parse(storage.items.get('cookie-consent-record') ?? 'null')).toEqual({
      version: '2',
      date: '2026-11-22T10:00:00.000Z',
    });
  });

  it('given a choice made under the current version, should report it', () => {
    const storage = fakeStorage({
      'cookie-consent': 'declined',
      'cookie-consent-record': JSON.stringify({ version: '2', date: '2026-01-01T00:00:00.000Z' }),
    });
    expect(createConsentStore(() => storage, policy).getSnapshot()).toBe('declined');
  });

  it('given a choice made under an older version, should ask again', () => {
    const storage = fakeStorage({
      'cookie-consent': 'accepted',
      'cookie-consent-record': JSON.stringify({ version: '1', date: '2026-01-01T00:00:00.000Z' }),
    });
    expect(createConsentStore(() => storage, policy).getSnapshot()).toBe('unset');
  });

  it('given a choice stored before versions were recorded (or a broken record), should ask again', () => {
    expect(
      createConsentStore(() => fakeStorage({ 'cookie-consent': 'accepted' }), policy).getSnapshot(),
    ).toBe('unset');
    const broken = fakeStorage({ 'cookie-consent': 'accepted', 'cookie-consent-record': '{not json' });
    expect(createConsentStore(() => broken, policy).getSnapshot()).toBe('unset');
  });

  it('given clear, should forget the choice and its record', () => {
    const storage = fakeStorage();
    const store = createConsentStore(() => storage, policy, fixedNow);
    store.choose('accepted');
    store.clear();
    expect([...storage.items.keys()]).toEqual([]);
  });
});

describe('createConsentStore with a browser refusal signal', () => {
  it('given the signal, should report declined without storing anything, whatever was stored', () => {
    const storage = fakeStorage({ 'cookie-consent': 'accepted' });
    const store = createConsentStore(() => storage, { browserRefuses: () => true });
    expect(store.getSnapshot()).toBe('declined');
    expect(store.refusedByBrowser()).toBe(true);
    expect(storage.items.get('cookie-consent')).toBe('accepted');
  });

  it('given no signal, should report the stored choice', () => {
    const store = createConsentStore(() => fakeStorage({ 'cookie-consent': 'accepted' }), {
      browserRefuses: () => false,
    });
    expect(store.getSnapshot()).toBe('accepted');
    expect(store.refusedByBrowser()).toBe(false);
  });
});
