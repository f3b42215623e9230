import { useEffect } from 'react';
import { media } from '../../styles/media';

/** The resize debounce: react once the window has stopped changing size for 250 ms. */
export const RESIZE_DEBOUNCE_MS = 250;

/**
 * Calls `close` when the window grows to the desktop layout (md and up) while the mobile menu is
 * open; otherwise the page would stay scroll-locked behind a menu that CSS has hidden.
 */
export function useCloseOnWideViewport(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (window.matchMedia(media.md).matches) close();
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);
}
