import { useContext, useEffect, useState } from 'react';
import { IslandTurnsContext } from '../islands/islandTurns';

/**
 * False in a component's first render (the one that adopts the prerendered HTML), true once its
 * island has hydrated whole: the parts of it that hydrate a task later (HydrateLater) included, so
 * what changes then reaches parts that have hydrated, never prerendered HTML still waiting its turn.
 * Anything the prerendered HTML cannot know (the query string: every page is prerendered without
 * one) must wait for this, or the client would render it into prerendered HTML it has not hydrated
 * yet, and hydration never fixes what the HTML says.
 *
 * A state set by an effect means the same on both runtimes the site runs on; useSyncExternalStore's
 * server snapshot would not: preact/compat ignores it and says true while hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  const turns = useContext(IslandTurnsContext);
  useEffect(() => {
    let mounted = true;
    void (turns ? turns.allHydrated() : Promise.resolve()).then(() => {
      if (mounted) setHydrated(true);
    });
    return () => {
      mounted = false;
    };
  }, [turns]);
  return hydrated;
}
