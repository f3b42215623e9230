import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from './visit';
import type { EnginePage } from './engines/types';
import { waitAtMostMs } from '../../scripts/patience';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A page that answers every read at once, from the globals this test gives it. */
const answeringPage = {
  engine: 'webkit',
  evaluate: (fn, ...args) => Promise.resolve(fn(...args)),
} as EnginePage;

it('should say where the page was when a wait runs out, so a press that never navigated shows', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('location', { pathname: '/jobs/team/marketing', search: '' });
  vi.stubGlobal('document', { readyState: 'complete', querySelector: () => null });
  const waited = waitFor(
    answeringPage,
    'the page "React Developer"',
    () => document.querySelector('h1') !== null,
  );
  const outcome = expect(waited).rejects.toThrow(
    `Waited ${waitAtMostMs / 1000} s for the page "React Developer" (webkit); last read: false; the page: /jobs/team/marketing (complete)`,
  );
  const stack = waited.catch((error: unknown) => (error instanceof Error ? error.stack : undefined));
  await vi.advanceTimersByTimeAsync(waitAtMostMs + 1_000);
  await outcome;
  // What the run's summary prints of a failure.
  expect(await stack).toContain('; the page: /jobs/team/marketing (complete)');
});
