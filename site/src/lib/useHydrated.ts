import { useEffect, useState } from 'react';

/**
 * False in a component's first render (the one that adopts the prerendered HTML), true from the render
 * after. Anything the prerendered HTML cannot know (the query string: every page is prerendered
 * without one) must wait for this, or the client would render it into prerendered HTML it has not
 * hydrated yet, and hydration never fixes what the HTML says. Each part of a page hydrates whole, in
 * one go (src/islands), so the render after its first is always past its hydration.
 *
 * A state set by an effect means the same on both runtimes the site runs on; useSyncExternalStore's
 * server snapshot would not: preact/compat ignores it and says true while hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after the first is the point
    setHydrated(true);
  }, []);
  return hydrated;
}
