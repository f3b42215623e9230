import { nextTask } from './nextTask';

/*
 * Two steps before hydrating, each in a task of its own, so neither is part of a long task on a slow
 * phone. They lean on how React Router's HydratedRouter works inside: its first call throws the
 * promise that decodes the prerendered router state (React 19 waits for such a promise at the root;
 * preact/compat only inside a Suspense boundary), and a later call builds the router (once, kept in
 * its module) before it reaches its first hook. Called outside rendering, it throws at that hook.
 * Were React Router to change any of this, these steps throw instead of quietly doing nothing:
 * routerPreSteps.test.ts runs them against the installed React Router.
 */

/** React Router's HydratedRouter, called as a plain function (its props are all optional). */
type HydratedRouterFn = (props: Record<string, never>) => unknown;

declare global {
  interface Window {
    /** What React Router's bootstrap script writes: the router state of the prerendered page. */
    __reactRouterContext?: unknown;
    /** The router HydratedRouter built. */
    __reactRouterDataRouter?: unknown;
  }
}

/**
 * True in a browser showing a prerendered page that React Router's bootstrap has set up, the one
 * case where hydration is split into turns (HydrateInTurn) and the pre-steps run.
 */
export const isPrerenderedPage = () => typeof window !== 'undefined' && '__reactRouterContext' in window;

function callOutsideRender(HydratedRouter: HydratedRouterFn): unknown {
  try {
    HydratedRouter({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

/** Decodes the prerendered router state; then, if `buildRouter`, builds the router in the next task. */
export async function runRouterPreSteps(
  HydratedRouter: HydratedRouterFn,
  { buildRouter }: { buildRouter: boolean },
): Promise<void> {
  if (!isPrerenderedPage()) throw new Error('React Router’s window.__reactRouterContext is missing');
  const decoding = callOutsideRender(HydratedRouter);
  if (!(decoding instanceof Promise)) {
    throw new Error(
      `React Router's HydratedRouter no longer throws its state-decoding promise on its first call (it threw ${String(decoding)}); see src/runtime/README.md`,
    );
  }
  await decoding;
  if (!buildRouter) return;
  await nextTask();
  callOutsideRender(HydratedRouter);
  if (!window.__reactRouterDataRouter) {
    throw new Error(
      "React Router's HydratedRouter no longer builds its router before its first hook; see src/runtime/README.md",
    );
  }
}
