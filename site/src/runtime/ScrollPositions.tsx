import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/**
 * React Router's scroll restoration (positions saved when a page is left, restored on back and
 * forward) without the inline script its <ScrollRestoration> writes into every page: that script ran
 * while the HTML was parsed, a task of script on a slow phone before anything else, to restore a
 * position the browser restores by itself (React Router hands restoring back to the browser when the
 * page is hidden; its router does not restore the page it hydrates, that script did).
 * `ScrollPositions.test.tsx` checks the hook still takes over and saves with the installed React Router.
 */
export function ScrollPositions() {
  useScrollRestoration();
  return null;
}
