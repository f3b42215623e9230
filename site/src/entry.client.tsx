import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry, with one step first. HydratedRouter's first render suspends
 * (it throws the promise that decodes the prerendered router state) at the root. React 19 waits for
 * it; preact/compat, which the production build runs on (vite/preactClientPlugin.ts), only handles
 * a thrown promise inside a Suspense boundary and reports it as an uncaught error. Starting the
 * decode before hydrating and awaiting it means the first render never suspends, in either runtime.
 */
async function stateDecoded() {
  try {
    // Called outside rendering on purpose: it throws before using any hook.
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

void stateDecoded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
