// @vitest-environment happy-dom
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  Reflect.deleteProperty(window, '__reactRouterContext');
  vi.resetModules();
});

function Part({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <button type="button">{name}</button>;
}

describe('HydrateInTurn (React)', () => {
  it('should hydrate the prerendered parts one turn after another, keeping their DOM', async () => {
    const { HydrateInTurn } = await import('./HydrateInTurn');
    const log: string[] = [];
    const page = (
      <div>
        <HydrateInTurn turn={2}>
          <Part name="second" log={log} />
        </HydrateInTurn>
        <HydrateInTurn turn={1}>
          <Part name="first" log={log} />
        </HydrateInTurn>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const buttons = [...container.querySelectorAll('button')];

    // In a browser showing a prerendered page, React Router's bootstrap has written this.
    Object.assign(window, { __reactRouterContext: {} });
    vi.resetModules();
    const hydrating = await import('./HydrateInTurn');
    const errors = vi.fn();
    hydrateRoot(
      container,
      <div>
        <hydrating.HydrateInTurn turn={2}>
          <Part name="second" log={log} />
        </hydrating.HydrateInTurn>
        <hydrating.HydrateInTurn turn={1}>
          <Part name="first" log={log} />
        </hydrating.HydrateInTurn>
      </div>,
      { onRecoverableError: errors },
    );
    expect(log).toEqual([]);
    await vi.waitFor(() => {
      expect(log).toEqual(['first', 'second']);
    });
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    expect(errors).not.toHaveBeenCalled();
  });

  it('should render at once where no prerendered page is hydrating (later renders, Storybook, tests)', async () => {
    const { HydrateInTurn } = await import('./HydrateInTurn');
    const html = renderToString(
      <HydrateInTurn turn={3}>
        <p>Now</p>
      </HydrateInTurn>,
    );
    expect(html).toBe('<!--$--><p>Now</p><!--/$-->');
  });
});
