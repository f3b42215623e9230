import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask } from './runtime/nextTask';
import { runRouterPreSteps } from './runtime/routerPreSteps';

/*
 * React Router's default client entry, after two pre-steps (src/runtime/routerPreSteps.ts) that
 * decode the router state and build the router in tasks of their own; the page then hydrates in
 * turns (src/runtime/HydrateInTurn.tsx). Building the router outside rendering is production only:
 * in development React would report the hook call it ends on.
 */
await runRouterPreSteps(HydratedRouter, { buildRouter: import.meta.env.PROD });
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
