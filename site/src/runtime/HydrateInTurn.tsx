import { Suspense, type ReactNode } from 'react';
import { nextTask } from './nextTask';
import { isPrerenderedPage } from './prerenderedPage';

/*
 * Progressive hydration. Hydrating a whole page in one go is one long task on a slow phone (about
 * 200 ms at Lighthouse's 4x CPU slowdown), which is what Total Blocking Time counts. A part wrapped
 * in <HydrateInTurn turn={n}> hydrates n tasks later instead: the first hydration render suspends it
 * (throws a promise), the runtime keeps its prerendered DOM as it is, and hydrates it when the
 * promise resolves, in a task of its own. Both runtimes support this: React's selective hydration and
 * Preact's suspended hydration (which needs the part to render exactly one element).
 *
 * Only when hydrating the prerendered site: the prerender renders everything at once, and so do
 * Storybook, the dev server and every later render (client-side navigations).
 */
const hydratingPrerenderedPage = isPrerenderedPage();

const turns: Promise<void>[] = [];
const arrived = new Set<number>();

function waitForTurn(turn: number): Promise<void> {
  turns[turn] ??= (turn <= 1 ? nextTask() : waitForTurn(turn - 1).then(nextTask)).then(() => {
    arrived.add(turn);
  });
  return turns[turn];
}

function Turn({ turn, children }: { turn: number; children: ReactNode }) {
  if (hydratingPrerenderedPage && !arrived.has(turn)) {
    // Suspense's protocol is a thrown promise; `use()` would say it without throwing, but preact/compat 10
    // has no `use`.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: throw a promise
    throw waitForTurn(turn);
  }
  return children;
}

export interface HydrateInTurnProps {
  /** 1 hydrates in the task after the page's first, 2 in the one after that, and so on. */
  turn: number;
  /** Exactly one element, besides parts that render nothing (Preact keeps one DOM node for a suspended part). */
  children: ReactNode;
}

export function HydrateInTurn({ turn, children }: HydrateInTurnProps) {
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
