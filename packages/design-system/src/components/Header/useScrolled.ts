import { useCallback, useSyncExternalStore } from 'react';

/** The header's threshold: the header changes once the page is scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * Whether the window is scrolled past `threshold` pixels. Prerendered HTML and the first hydration
 * render say "not scrolled" (the server has no scroll position), then the real value follows.
 */
export function useScrolled(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
