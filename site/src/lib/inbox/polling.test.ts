import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, type Visibility } from './polling';

/** A page whose visibility the test sets, as the browser does when the tab is switched. */
function fakePage(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  const page = {
    visibilityState: initial,
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    show(state: DocumentVisibilityState) {
      page.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page satisfies Visibility;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPolling', () => {
  it('given a shown page, should poll every 30 s and not a moment before', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const stop = startPolling(poll, { intervalMs: 30_000 }, fakePage());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it('given immediately, should poll at once and then every 30 s', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const stop = startPolling(poll, { intervalMs: 30_000, immediately: true }, fakePage());
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('given a hidden tab, should not poll until it is shown again, then at once', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const page = fakePage();
    const stop = startPolling(poll, { intervalMs: 30_000 }, page);
    page.show('hidden');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(0);
    page.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('given a slow answer, should time the next poll from its end and never run two at once', async () => {
    let answer: () => void = () => undefined;
    const poll = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const stop = startPolling(poll, { intervalMs: 30_000 }, fakePage());
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(poll).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('given a failed poll, should try again at the next turn', async () => {
    const poll = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startPolling(poll, { intervalMs: 30_000 }, fakePage());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('once stopped, should poll no more, whatever the tab does', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const page = fakePage();
    startPolling(poll, { intervalMs: 30_000 }, page)();
    page.show('visible');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(0);
  });
});
