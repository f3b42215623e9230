// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the browser build runs (src/runtime/preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => ({
  ...(await import('preact/compat')),
  ...(await import('../runtime/useOptimistic')),
}));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));
vi.mock('react-dom/client', async () => import('preact/compat/client'));

afterEach(() => {
  vi.resetModules();
});

const clicks: string[] = [];

async function island() {
  const { memo } = await import('react');
  const { HydrateLater } = await import('./HydrateLater');
  const { useHydrated } = await import('../lib/useHydrated');
  const Button = ({ name }: { name: string }) => (
    <button type="button" onClick={() => clicks.push(name)}>
      {name}
    </button>
  );
  const LaterPart = memo(function LaterPart() {
    return (
      <HydrateLater>
        <Button name="later" />
      </HydrateLater>
    );
  });
  return function Island({ seen }: { seen: boolean[] }) {
    seen.push(useHydrated());
    return (
      <form>
        <Button name="now" />
        <LaterPart />
      </form>
    );
  };
}

const clickAll = (container: HTMLElement) => {
  clicks.length = 0;
  for (const button of container.querySelectorAll('button')) button.click();
  return [...clicks];
};

describe('HydrateLater (preact/compat)', () => {
  it("should hydrate its part a task after the island, keep the part's prerendered HTML meanwhile, and hold useHydrated until then", async () => {
    const Island = await island();
    const { createIslandTurns, IslandTurnsContext } = await import('./islandTurns');
    const { hydrateRoot } = await import('react-dom/client');
    const { nextTask } = await import('../runtime/nextTask');
    const container = document.createElement('div');
    // React's prerendered HTML: a Suspense boundary leaves comments around its content.
    container.innerHTML =
      '<form><button type="button">now</button><!--$--><button type="button">later</button><!--/$--></form>';
    const prerendered = [...container.querySelectorAll('button')];
    const turns = createIslandTurns();
    const seen: boolean[] = [];
    hydrateRoot(
      container,
      <IslandTurnsContext.Provider value={turns}>
        <Island seen={seen} />
      </IslandTurnsContext.Provider>,
    );
    await vi.waitFor(() => {
      expect(clickAll(container)).toEqual(['now']);
    });
    expect([...container.querySelectorAll('button')]).toEqual(prerendered);
    expect(seen.at(-1)).toBe(false);

    await turns.allHydrated();
    expect(clickAll(container)).toEqual(['now', 'later']);
    expect([...container.querySelectorAll('button')]).toEqual(prerendered);
    await nextTask();
    expect(seen.at(-1)).toBe(true);
  });
});
