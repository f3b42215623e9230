/** What the poll needs of the page: whether it is shown, and word when that changes. */
export interface Visibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Runs `poll` every `intervalMs` while the page is shown, so a new message appears without a
 * reload, and not at all while the tab is hidden (no calls nobody reads, no rate limit spent). Back
 * in view, it polls at once. The next poll is timed from the end of the last one, so a slow answer
 * never stacks calls. `immediately`: the first poll now rather than an interval from now (the first
 * load). Returns the stop.
 */
export function startPolling(
  poll: () => Promise<void>,
  { intervalMs, immediately = false }: { intervalMs: number; immediately?: boolean },
  page: Visibility = document,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || running || page.visibilityState !== 'visible') return;
    timer = setTimeout(() => void run(), intervalMs);
  };
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await poll();
    } catch {
      // The poll reports its own failures; the next one tries again.
    } finally {
      running = false;
      schedule();
    }
  };
  const onVisibility = () => {
    if (page.visibilityState === 'visible') void run();
    else schedule();
  };

  page.addEventListener('visibilitychange', onVisibility);
  if (immediately) void run();
  else schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onVisibility);
  };
}
