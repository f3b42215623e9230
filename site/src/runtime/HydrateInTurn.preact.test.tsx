// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the browser build runs (preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

afterEach(() => {
  Reflect.deleteProperty(window, '__reactRouterContext');
});

function Part({ name, log, onClick }: { name: string; log: string[]; onClick?: () => void }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return (
    <button type="button" onClick={onClick}>
      {name}
    </button>
  );
}

describe('HydrateInTurn (preact/compat)', () => {
  it('should hydrate the prerendered parts one turn after another, keeping their DOM', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div><button type="button">second</button><button type="button">first</button></div>';
    const buttons = [...container.querySelectorAll('button')];
    Object.assign(window, { __reactRouterContext: {} });
    const { HydrateInTurn } = await import('./HydrateInTurn');
    const { hydrateRoot } = await import('./preactDomClient');
    const log: string[] = [];
    const clicked = vi.fn();

    hydrateRoot(
      container,
      <div>
        <HydrateInTurn turn={2}>
          <Part name="second" log={log} onClick={clicked} />
        </HydrateInTurn>
        <HydrateInTurn turn={1}>
          <Part name="first" log={log} />
        </HydrateInTurn>
      </div>,
    );
    await Promise.resolve();
    expect(log).toEqual([]);
    await vi.waitFor(() => {
      expect(log).toEqual(['first', 'second']);
    });
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    buttons[0]?.click();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
