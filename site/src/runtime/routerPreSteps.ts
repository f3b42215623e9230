import { nextTask } from './nextTask';

/*
 * Two steps before hydrating, each in a task of its own, so neither is part of a long task on a slow
 * phone. They lean on how React Router's HydratedRouter works inside: its first call throws the
 * promise that decodes the prerendered router state (React 19 waits for such a promise at the root;
 * preact/compat only inside a Suspense boundary), and a later call builds the router (once, kept in
 * its module) before it reaches its first hook. Called outside rendering, it throws at that hook.
 * This ships on every page, so it checks nothing itself: routerPreSteps.test.ts runs it against the
 * installed React Router and fails if any of that changes (and every e2e test needs a hydrated page).
 */

/** React Router's HydratedRouter, called as a plain function (its props are all optional). */
type HydratedRouterFn = (props: Record<string, never>) => unknown;

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
  const decoding = callOutsideRender(HydratedRouter);
  if (decoding instanceof Promise) await decoding;
  if (!buildRouter) return;
  await nextTask();
  callOutsideRender(HydratedRouter);
}
