import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastAnnouncement } from './toastConfig';

describe('toast config', () => {
  it('given the spec, should close toasts after 4000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });
  it('given a success, should be announced politely (background)', () => {
    expect(toastAnnouncement.success).toBe('background');
  });
  it('given an error, should be announced assertively (foreground)', () => {
    expect(toastAnnouncement.error).toBe('foreground');
  });
});
