import { useEffect, useState } from 'react';
import { afterAllPartsHydrated } from '../runtime/HydrateInTurn';

/**
 * False in a component's first render, and until the page has hydrated; true from the render after.
 * Anything the prerendered HTML cannot know (the query string: every page is prerendered without one)
 * must wait for this, or the client would render it into prerendered HTML it has not hydrated yet, and
 * hydration never fixes what the HTML says. So it waits for the page's last hydration part too: a part
 * hydrating after the state it shows has changed would keep its prerendered attributes.
 *
 * A state set by an effect means the same on both runtimes the site runs on; useSyncExternalStore's
 * server snapshot would not: preact/compat ignores it and says true while hydrating. On a client-side
 * navigation, or where nothing is split, it turns true in the render right after the first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterAllPartsHydrated(() => {
      if (mounted) setHydrated(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return hydrated;
}
