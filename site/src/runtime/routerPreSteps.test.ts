// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Runs the pre-steps against the installed React Router with the globals its bootstrap script writes
 * into a prerendered page (copied from a built page), so an upgrade that changes what they lean on
 * fails here.
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

describe('runRouterPreSteps', () => {
  it("should decode the prerendered state and build React Router's router before any render", async () => {
    writeBootstrapGlobals();
    const { HydratedRouter } = await import('react-router/dom');
    const { runRouterPreSteps, isPrerenderedPage } = await import('./routerPreSteps');
    expect(isPrerenderedPage()).toBe(true);

    await runRouterPreSteps(HydratedRouter, { buildRouter: true });

    const router = window.__reactRouterDataRouter as
      | { state: { location: { pathname: string } } }
      | undefined;
    expect(router?.state.location.pathname).toBe(window.location.pathname);
  });

  it('should throw, not carry on, when HydratedRouter stops throwing its decoding promise', async () => {
    writeBootstrapGlobals();
    const { runRouterPreSteps } = await import('./routerPreSteps');
    const changedRouter = () => {
      throw new TypeError('some other failure');
    };
    await expect(runRouterPreSteps(changedRouter, { buildRouter: true })).rejects.toThrow(
      /no longer throws its state-decoding promise/,
    );
  });

  it('should throw when the router is not built by the second call', async () => {
    writeBootstrapGlobals();
    const { runRouterPreSteps } = await import('./routerPreSteps');
    let calls = 0;
    const changedRouter = () => {
      calls += 1;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what HydratedRouter throws
      if (calls === 1) throw Promise.resolve();
      return null;
    };
    await expect(runRouterPreSteps(changedRouter, { buildRouter: true })).rejects.toThrow(
      /no longer builds its router/,
    );
  });

  it("should say so when React Router's bootstrap globals are missing", async () => {
    const { runRouterPreSteps, isPrerenderedPage } = await import('./routerPreSteps');
    expect(isPrerenderedPage()).toBe(false);
    await expect(runRouterPreSteps(() => null, { buildRouter: false })).rejects.toThrow(
      /__reactRouterContext/,
    );
  });
});
