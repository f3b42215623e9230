// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the browser build runs (src/runtime/preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => ({
  ...(await import('preact/compat')),
  ...(await import('../runtime/useOptimistic')),
}));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

afterEach(() => {
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
});
