import type { EnginePage } from './engines/types';
import { waitFor } from './visit';

/** What the page recorded of the first toast that opened: its words, and what it lay over at rest. */
export interface RecordedToast {
  text: string;
  /** The header's controls whose centre the toast covered once its entrance had finished. */
  overHeader: string[];
}

/**
 * From now on, the page records the first toast that opens, as the visitor saw it: its words as it
 * opened and, once its entrance has finished, the header controls it lies over. A driver sees the
 * page only between its round trips, and on a loaded machine one of those outlasted the four seconds
 * the toast is up. Holding the page's long timers kept it up, but held the product's own deadlines
 * and its backend SDK's retries with it, so a sending that met a slow moment hung for good. Recorded
 * in the page, the check needs neither the toast to wait nor the page to change. The function is
 * sent to the page as source: everything it uses is inside it.
 */
export const recordFirstToast = (page: EnginePage) =>
  page.evaluate(() => {
    const recorded: { text: string | null; overHeader: string[] | null } = { text: null, overHeader: null };
    Object.assign(window, { firstToast: recorded });
    const coveredHeaderControls = (toast: Element) => {
      const box = toast.getBoundingClientRect();
      const controls = document.querySelectorAll<HTMLElement>(
        'header :is(a[href], button, input:not([type=hidden]), select, textarea, summary)',
      );
      return [...controls]
        .filter((control) => {
          const { left, top, width, height } = control.getBoundingClientRect();
          if (width <= 1 || height <= 1 || getComputedStyle(control).visibility === 'hidden') return false;
          const [x, y] = [left + width / 2, top + height / 2];
          return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        })
        .map((control) => (control.getAttribute('aria-label') ?? control.innerText).trim().slice(0, 40));
    };
    const observer = new MutationObserver(() => {
      const toast = document.querySelector<HTMLElement>('li[data-state="open"]');
      if (!toast) return;
      observer.disconnect();
      recorded.text = toast.innerText;
      const entrance = toast.getAnimations().map((animation) => animation.finished.catch(() => undefined));
      void Promise.all(entrance).then(() => {
        recorded.overHeader = coveredHeaderControls(toast);
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return true;
  });

/** Waits until the page has recorded a toast at rest (see recordFirstToast), and returns it. */
export const recordedToast = (page: EnginePage): Promise<RecordedToast> =>
  waitFor(page, 'the toast', () => {
    const { firstToast } = window as unknown as {
      firstToast?: { text: string; overHeader: string[] | null };
    };
    return firstToast?.overHeader ? { text: firstToast.text, overHeader: firstToast.overHeader } : null;
  });
