// @vitest-environment happy-dom
import { Component, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  Reflect.deleteProperty(window, '__reactRouterContext');
  vi.resetModules();
});

function Part({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return (
    <div>
      <button type="button">{name}</button>
      {children}
    </div>
  );
}

type Split = typeof import('./HydrateInTurn');

// As the site's layout does: asks from an effect outside the parts, once the first render has reached them.
function WhenAllHydrated({ split, then }: { split: Split; then: () => void }) {
  useEffect(() => {
    split.afterAllPartsHydrated(then);
  }, [split, then]);
  return null;
}

function page(split: Split, log: string[], then: () => void = () => log.push('all hydrated')) {
  const { HydrateInTurn } = split;
  return (
    <main>
      <WhenAllHydrated split={split} then={then} />
      <HydrateInTurn>
        <Part name="first" log={log}>
          <HydrateInTurn>
            <Part name="inner" log={log} />
          </HydrateInTurn>
        </Part>
      </HydrateInTurn>
      <HydrateInTurn>
        <Part name="second" log={log} />
      </HydrateInTurn>
    </main>
  );
}

// A component that fails as it renders, and the boundary that shows something else in its place.
function Fails(): ReactNode {
  throw new Error('This widget failed');
}
class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Unavailable</p> : this.props.children;
  }
}

const subscribeToNothing = () => () => undefined;

// A widget that appears once the page has hydrated its frame, a part in it, and fails: React drops the
// render that reached the part and shows the fallback instead.
function pageWithFailingWidget(split: Split, log: string[]) {
  const { HydrateInTurn } = split;
  const allHydrated = () => log.push('all hydrated');
  function Page() {
    // False in the prerender and while hydrating, true in the render React does right after.
    const widget = useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    );
    return (
      <main>
        <WhenAllHydrated split={split} then={allHydrated} />
        <HydrateInTurn>
          <Part name="first" log={log} />
        </HydrateInTurn>
        {widget && (
          <Fallback>
            <HydrateInTurn>
              <p>Widget</p>
            </HydrateInTurn>
            <Fails />
          </Fallback>
        )}
      </main>
    );
  }
  return <Page />;
}

describe('HydrateInTurn (React)', () => {
  it('should hydrate the prerendered parts in page order, inner parts after their outer part, keeping their DOM', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(await import('./HydrateInTurn'), log));
    const buttons = [...container.querySelectorAll('button')];

    // In a browser showing a prerendered page, React Router's bootstrap has written this.
    Object.assign(window, { __reactRouterContext: {} });
    vi.resetModules();
    const split = await import('./HydrateInTurn');
    const errors = vi.fn();
    hydrateRoot(container, page(split, log), { onRecoverableError: errors });
    expect(log).toEqual([]);
    await vi.waitFor(() => {
      expect(log).toEqual(['first', 'second', 'inner', 'all hydrated']);
    });
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    expect(errors).not.toHaveBeenCalled();
  });

  it('should still tell when every part has hydrated after React drops a render that reached a part', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageWithFailingWidget(await import('./HydrateInTurn'), log));
    Object.assign(window, { __reactRouterContext: {} });
    vi.resetModules();
    const split = await import('./HydrateInTurn');
    hydrateRoot(container, pageWithFailingWidget(split, log), { onCaughtError: () => undefined });
    await vi.waitFor(() => {
      expect(container.querySelector('main > p')?.textContent).toBe('Unavailable');
      expect(log).toEqual(['first', 'all hydrated']);
    });
  });

  it('should render new parts at once after the page has hydrated (a client-side navigation)', async () => {
    const log: string[] = [];
    let root: Root | undefined;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(await import('./HydrateInTurn'), log));
    Object.assign(window, { __reactRouterContext: {} });
    vi.resetModules();
    const split = await import('./HydrateInTurn');
    await new Promise<void>((resolve) => {
      root = hydrateRoot(container, page(split, log, resolve));
    });

    flushSync(() => {
      root?.render(
        <main>
          <split.HydrateInTurn>
            <p>Next page</p>
          </split.HydrateInTurn>
        </main>,
      );
    });
    // In the same task: the next page's parts are not held back for a turn.
    expect(container.querySelector('main > p')?.textContent).toBe('Next page');
  });

  it('should render at once where no prerendered page is hydrating (the prerender, Storybook, tests)', async () => {
    const { HydrateInTurn, afterAllPartsHydrated } = await import('./HydrateInTurn');
    const html = renderToString(
      <HydrateInTurn>
        <p>Now</p>
      </HydrateInTurn>,
    );
    expect(html).toBe('<!--$--><p>Now</p><!--/$-->');
    const called = vi.fn();
    afterAllPartsHydrated(called);
    expect(called).toHaveBeenCalledOnce();
  });
});
