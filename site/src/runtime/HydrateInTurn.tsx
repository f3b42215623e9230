import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';
import { nextTask } from './nextTask';
import { isPrerenderedPage } from './prerenderedPage';

/*
 * Progressive hydration. Hydrating a whole page in one go is one long task on a slow phone (about
 * 200 ms at Lighthouse's 4x CPU slowdown), which is what Total Blocking Time counts. A part wrapped
 * in <HydrateInTurn> hydrates later, in a task of its own: the render that reaches it suspends it
 * (throws a promise), the runtime keeps its prerendered DOM as it is, and hydrates it when the
 * promise resolves. Parts take their turns one task after another in the order the page reaches
 * them; a part inside a part queues when its outer part hydrates. Both runtimes support this: React's
 * selective hydration and Preact's suspended hydration (which needs the part to render exactly one
 * element).
 *
 * Only while hydrating the prerendered site: the prerender renders everything at once, and so do
 * Storybook, the dev server and, once every part has hydrated, every later render. (A client-side
 * navigation in the first moments, before the last part has hydrated, shows the new page's parts
 * a task or so apart.)
 */
let splitting = isPrerenderedPage();

const turns = new Map<string, Promise<void>>();
const arrived = new Set<string>();
const queue: (() => void)[] = [];
let draining = false;
// Parts the page has reached whose effects have not run yet, and those whose effects have.
const unfinished = new Set<string>();
const hydrated = new Set<string>();
let whenAllHydrated: (() => void)[] = [];

async function drain() {
  draining = true;
  while (queue.length) {
    await nextTask();
    queue.shift()?.();
  }
  draining = false;
}

function waitForTurn(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    turn = new Promise<void>((resolve) => {
      queue.push(() => {
        arrived.add(id);
        resolve();
      });
    });
    turns.set(id, turn);
    if (!draining) void drain();
  }
  return turn;
}

/** Whether the part still has to hydrate and say so: only while the prerendered page is split. */
const awaitsHydration = (id: string) => splitting && !hydrated.has(id);

function partHydrated(id: string) {
  hydrated.add(id);
  if (!unfinished.delete(id) || unfinished.size) return;
  splitting = false;
  const callbacks = whenAllHydrated;
  whenAllHydrated = [];
  for (const callback of callbacks) callback();
}

/**
 * Calls back once every part has hydrated and run its effects (at once where nothing is split).
 * Call it from an effect outside the parts: by then the first render has reached the outer ones.
 */
export function afterAllPartsHydrated(callback: () => void): void {
  if (unfinished.size) whenAllHydrated.push(callback);
  else callback();
}

// An effect after the part's own (effects run in render order), so the page counts as hydrated only
// once the part works.
function PartHydrated({ id }: { id: string }) {
  useEffect(() => {
    partHydrated(id);
  }, [id]);
  return null;
}

function Turn({ id, children }: { id: string; children: ReactNode }) {
  // Only the first render waits. Any other before the part's turn means something around it renders
  // again (or, in React, the visitor is using it): waiting then would make the runtime replace the
  // prerendered part with its fallback (nothing) until the turn came, so it hydrates at once.
  if (splitting && !arrived.has(id) && !turns.has(id)) {
    // Suspense's protocol is a thrown promise; `use()` would say it without throwing, but preact/compat 10
    // has no `use`.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: throw a promise
    throw waitForTurn(id);
  }
  return (
    <>
      {children}
      {awaitsHydration(id) && <PartHydrated id={id} />}
    </>
  );
}

export interface HydrateInTurnProps {
  /** Exactly one element, besides parts that render nothing (Preact keeps one DOM node for a suspended part). */
  children: ReactNode;
}

export function HydrateInTurn({ children }: HydrateInTurnProps) {
  // The same on every render of this part, suspended or not: it is derived from its place in the tree.
  const id = useId();
  // Counted here, outside the boundary: React leaves a prerendered boundary's content for a later pass,
  // and the page is hydrated only once every part the page has reached is. Counted as the part reaches
  // the page, not as it renders: React can render a part and drop the render (a component beside it
  // failed, a transition was given up, a render prepared ahead), and a part that never reaches the
  // page would keep the page from ever counting as hydrated. Layout effects run before any effect of
  // the same commit, so an outer part's PartHydrated already finds the inner parts it brought.
  useLayoutEffect(() => {
    if (awaitsHydration(id)) unfinished.add(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
