import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask } from './lib/nextTask';

/*
 * React Router's default client entry, with two steps first, each in a task of its own so none of
 * them makes a long task on a slow phone (the page itself then hydrates in turns: layout/HydrateInTurn).
 *
 * HydratedRouter works in two parts: it builds the router (once, kept in its module) and then renders
 * with hooks. Its first call throws the promise that decodes the prerendered router state. React 19
 * waits for such a promise at the root; preact/compat, which the production build runs on
 * (vite/preactClientPlugin.ts), only handles one inside a Suspense boundary. So the entry calls it
 * outside rendering, where it throws before using any hook: first to await the decoding, then to
 * build the router. Were React Router to change this, both calls would only fail here, silently, and
 * the render below would do the same work as before.
 */
async function stateDecoded() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

function buildRouter() {
  try {
    HydratedRouter({});
  } catch {
    // Expected: its first hook, outside a render. The router is built by then.
  }
}

await stateDecoded();
await nextTask();
// Production only: in development React would report the hook call outside a component.
if (import.meta.env.PROD) buildRouter();
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
