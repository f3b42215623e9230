// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

declare global {
  interface Window {
    /** The router HydratedRouter built. */
    __reactRouterDataRouter?: unknown;
  }
}

/*
 * Runs the pre-steps against the installed React Router with the globals its bootstrap script writes
 * into a prerendered page (copied from a built page), so an upgrade that changes what they lean on
 * fails here, not silently in the browser.
 */
const root = {
  id: 'root',
  path: '',
  module: '/assets/root.js',
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
};

function writeBootstrapGlobals() {
  const context = {
    basename: '/',
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    routeDiscovery: { mode: 'initial' },
    ssr: false,
    isSpaMode: false,
    stream: new ReadableStream<string>({
      start(controller) {
        controller.enqueue('[{"_1":2,"_3":-5,"_4":-5},"loaderData",{},"actionData","errors"]\n');
        controller.close();
      },
    }).pipeThrough(new TextEncoderStream()),
  };
  Object.assign(window, {
    __reactRouterContext: context,
    __reactRouterManifest: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { root },
      url: '/m.js',
      version: '1',
    },
    __reactRouterRouteModules: { root: { default: () => null } },
  });
}

beforeEach(() => {
  vi.resetModules();
  // React (development build here) reports the hook the second call ends on; that call is meant to.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of [
    '__reactRouterContext',
    '__reactRouterManifest',
    '__reactRouterRouteModules',
    '__reactRouterDataRouter',
  ])
    Reflect.deleteProperty(window, name);
});

describe('runRouterPreSteps with the installed React Router', () => {
  it('should find React Router writing window.__reactRouterContext, which HydrateInTurn reads', async () => {
    const { isPrerenderedPage } = await import('./prerenderedPage');
    expect(isPrerenderedPage()).toBe(false);
    writeBootstrapGlobals();
    expect(isPrerenderedPage()).toBe(true);
  });

  it("should find HydratedRouter's first call throwing the promise that decodes the state", async () => {
    writeBootstrapGlobals();
    const { HydratedRouter } = await import('react-router/dom');
    let thrown: unknown;
    try {
      HydratedRouter({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
  });

  it("should decode the prerendered state and build React Router's router before any render", async () => {
    writeBootstrapGlobals();
    const { HydratedRouter } = await import('react-router/dom');
    const { runRouterPreSteps } = await import('./routerPreSteps');

    await runRouterPreSteps(HydratedRouter, { buildRouter: true });

    const router = window.__reactRouterDataRouter as
      { state: { location: { pathname: string } } } | undefined;
    expect(router?.state.location.pathname).toBe(window.location.pathname);
  });
});
