import { describe, expect, it, vi } from 'vitest';
import { createConsentStore } from './consentStore';
import { fakeStorage, quotaExceeded, securityError } from './fakeStorage';

describe('createConsentStore', () => {
  it('given nothing stored, should report unset', () => {
    expect(createConsentStore(() => fakeStorage()).getSnapshot()).toBe('unset');
  });

  it('given a stored choice, should report it on load', () => {
    const store = createConsentStore(() => fakeStorage({ 'cookie-consent': 'declined' }));
    expect(store.getSnapshot()).toBe('declined');
  });

  it('given a choice, should store it and notify every subscriber', () => {
    const storage = fakeStorage();
    const store = createConsentStore(() => storage);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    store.choose('accepted');
    expect(storage.items.get('cookie-consent')).toBe('accepted');
    expect(store.getSnapshot()).toBe('accepted');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('given an unsubscribed listener, should not call it', () => {
    const store = createConsentStore(() => fakeStorage());
    const listener = vi.fn();
    store.subscribe(listener)();
    store.choose('declined');
    expect(listener).not.toHaveBeenCalled();
  });

  it('given the write fails (quota), should hold the choice for this page but not for the next visit', () => {
    const storage = fakeStorage({}, { setItem: quotaExceeded() });
    const store = createConsentStore(() => storage);
    expect(() => store.choose('accepted')).not.toThrow();
    expect(store.getSnapshot()).toBe('accepted');
    expect(createConsentStore(() => storage).getSnapshot()).toBe('unset');
  });

  it('given storage access throws a SecurityError, should report unset and never throw', () => {
    const blocked = () => {
      throw securityError();
    };
    const store = createConsentStore(blocked);
    expect(store.getSnapshot()).toBe('unset');
    expect(() => store.choose('declined')).not.toThrow();
    expect(store.getSnapshot()).toBe('declined');
    expect(() => store.clear()).not.toThrow();
    expect(store.getSnapshot()).toBe('unset');
  });

  it('given clear, should forget the stored choice and notify', () => {
    const storage = fakeStorage({ 'cookie-consent': 'accepted' });
    const store = createConsentStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(storage.items.has('cookie-consent')).toBe(false);
    expect(store.getSnapshot()).toBe('unset');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
