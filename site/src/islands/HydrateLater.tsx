import { Suspense, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IslandTurnsContext, type Turn } from './islandTurns';

function PartHydrated({ turn }: { turn: Turn }) {
  useEffect(() => {
    turn.hydrated();
  }, [turn]);
  return null;
}

function WhenReached({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  // Only the first render waits (Suspense's protocol: a thrown promise; preact/compat has no `use`).
  // Any other before the turn means something around the part rendered it again: waiting then would
  // make the runtime swap the prerendered part for the fallback (nothing), so it hydrates at once.
  const waiting = turn?.firstWait();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol
  if (waiting) throw waiting;
  return (
    <>
      {children}
      {turn && <PartHydrated turn={turn} />}
    </>
  );
}

export interface HydrateLaterProps {
  /** Exactly one element (Preact keeps one DOM node in place for a part that waits). */
  children: ReactNode;
}

/**
 * A part of an island that hydrates a task after the rest of it: an island's hydration is one task,
 * and a long one holds up a slow phone (the contact form's seven checkboxes doubled its form's). The
 * runtime keeps the part's prerendered HTML as it is meanwhile (React's and Preact's suspended
 * hydration). The island counts as hydrated, and `useHydrated` says true, only once its parts have.
 * Rendered anywhere else (the prerender, Storybook, a later render) it renders its child in place.
 * Wrap a memoised component's output, so the island's own renders after mounting do not reach it.
 */
export function HydrateLater({ children }: HydrateLaterProps) {
  const turns = useContext(IslandTurnsContext);
  // Outside the boundary, so kept while the part waits: the part's turn, taken on the first render.
  const [turn] = useState(() => turns?.next());
  // Counted as the part reaches the page, before the island's own effects run (layout effects come
  // first), so the island waits for it.
  useLayoutEffect(() => {
    if (turn) turns?.track(turn);
  }, [turn, turns]);
  return (
    <Suspense fallback={null}>
      <WhenReached turn={turn}>{children}</WhenReached>
    </Suspense>
  );
}
