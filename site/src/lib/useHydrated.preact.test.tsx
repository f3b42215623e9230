// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../runtime/nextTask';
import { useRenderAgainAtMount } from '../testing/useRenderAgainAtMount';

// What the browser build runs (src/runtime/preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => ({
  ...(await import('preact/compat')),
  ...(await import('../runtime/useOptimistic')),
}));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

afterEach(() => {
  Reflect.deleteProperty(window, '__reactRouterContext');
  vi.resetModules();
});

async function probe() {
  const { useHydrated } = await import('./useHydrated');
  return function Probe({ seen }: { seen: boolean[] }) {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
  };
}

describe('useHydrated (preact/compat)', () => {
  it('should be false while hydrating the prerendered HTML and true right after', async () => {
    const { hydrate } = await import('preact/compat');
    const Probe = await probe();
    const container = document.createElement('div');
    container.innerHTML = '<p>prerendered</p>';
    const seen: boolean[] = [];
    hydrate(<Probe seen={seen} />, container);
    await vi.waitFor(() => {
      expect(container.textContent).toBe('hydrated');
    });
    expect(seen[0]).toBe(false);
  });

  it("should stay false until the page's last part has hydrated", async () => {
    // A prerendered page set up by React Router's bootstrap: its hydration is split into parts.
    Object.assign(window, { __reactRouterContext: {} });
    const { HydrateInTurn } = await import('../runtime/HydrateInTurn');
    const { hydrateRoot } = await import('../runtime/preactDomClient');
    const { useHydrated } = await import('./useHydrated');
    // Like react-hook-form's form, it renders again as soon as it has mounted, which makes Preact run its
    // pending effects at once, in the task that hydrates it.
    function Probe({ seen }: { seen: boolean[] }) {
      const hydrated = useHydrated();
      useRenderAgainAtMount();
      seen.push(hydrated);
      return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<main><p>prerendered</p><!--$--><div><button>later</button></div><!--/$--></main>';
    const later = container.querySelector('button');
    let clicked = false;
    const seen: boolean[] = [];
    hydrateRoot(
      container,
      (
        <main>
          <Probe seen={seen} />
          <HydrateInTurn>
            <div>
              <button
                onClick={() => {
                  clicked = true;
                }}
              >
                later
              </button>
            </div>
          </HydrateInTurn>
        </main>
      ) as never,
    );

    // Before the part's turn: what the probe renders must still match the part's prerendered state.
    await Promise.resolve();
    expect(seen.length).toBeGreaterThan(1);
    later?.click();
    expect(clicked).toBe(false);
    expect(container.querySelector('p')?.textContent).toBe('prerendered');

    await nextTask();
    await vi.waitFor(() => {
      expect(container.querySelector('p')?.textContent).toBe('hydrated');
    });
    later?.click();
    expect(clicked).toBe(true);
  });
});
