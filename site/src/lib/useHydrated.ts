import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the render right after it. Anything the
 * prerendered HTML cannot know (the query string: every page is prerendered without one) must wait
 * for this, or the first client render would not match the HTML it hydrates. A state set by an effect
 * means the same on both runtimes the site runs on; useSyncExternalStore's server snapshot would not:
 * preact/compat ignores it and says true while hydrating. On a client-side navigation the first
 * render says false too, and the next one follows before the visitor can act.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after the first is the point
    setHydrated(true);
  }, []);
  return hydrated;
}
