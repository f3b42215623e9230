// @vitest-environment happy-dom
import { memo, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderAgainAtMount } from '../testing/useRenderAgainAtMount';
import { nextTask } from './nextTask';

// What the browser build runs (preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => ({ ...(await import('preact/compat')), ...(await import('./useOptimistic')) }));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

afterEach(() => {
  Reflect.deleteProperty(window, '__reactRouterContext');
  vi.resetModules();
});

function Part({ name, clicks, children }: { name: string; clicks: string[]; children?: ReactNode }) {
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          clicks.push(name);
        }}
      >
        {name}
      </button>
      {children}
    </div>
  );
}

// Clicks every button; a button does something only once its part has hydrated.
const clickAll = (container: HTMLElement, clicks: string[]) => {
  clicks.length = 0;
  for (const button of container.querySelectorAll('button')) button.click();
  return [...clicks];
};

// The prerendered HTML is React's (the React test checks it): Suspense boundaries leave comments.
const boundary = (html: string) => `<!--$-->${html}<!--/$-->`;
const part = (name: string, inner = '') => `<div><button type="button">${name}</button>${inner}</div>`;

async function hydratePrerendered(
  html: string,
  page: (split: typeof import('./HydrateInTurn')) => ReactNode,
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const buttons = [...container.querySelectorAll('button')];
  // In a browser showing a prerendered page, React Router's bootstrap has written this.
  Object.assign(window, { __reactRouterContext: {} });
  const split = await import('./HydrateInTurn');
  const { hydrateRoot } = await import('./preactDomClient');
  hydrateRoot(container, page(split) as never);
  return { container, buttons, split };
}

describe('HydrateInTurn (preact/compat)', () => {
  it('should hydrate the parts one task after another in page order, inner parts after their outer part', async () => {
    const clicks: string[] = [];
    const html = `<main>${boundary(part('first', boundary(part('inner'))))}${boundary(part('second'))}</main>`;
    const { container, buttons } = await hydratePrerendered(html, ({ HydrateInTurn }) => (
      <main>
        <HydrateInTurn>
          <Part name="first" clicks={clicks}>
            <HydrateInTurn>
              <Part name="inner" clicks={clicks} />
            </HydrateInTurn>
          </Part>
        </HydrateInTurn>
        <HydrateInTurn>
          <Part name="second" clicks={clicks} />
        </HydrateInTurn>
      </main>
    ));

    await Promise.resolve();
    expect(clickAll(container, clicks)).toEqual([]);
    await nextTask();
    expect(clickAll(container, clicks)).toEqual(['first']);
    await nextTask();
    expect(clickAll(container, clicks)).toEqual(['first', 'second']);
    await nextTask();
    expect(clickAll(container, clicks)).toEqual(['first', 'inner', 'second']);
    // Hydrated, not rendered anew: the prerendered buttons are the ones that work.
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
  });

  it('should call back once every part has hydrated and run its effects', async () => {
    const log: string[] = [];
    function Logged({ name }: { name: string }) {
      useEffect(() => {
        log.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    const html = `<div>${boundary('<p>header</p>')}${boundary('<p>footer</p>')}</div>`;
    const { split } = await hydratePrerendered(html, ({ HydrateInTurn }) => (
      <div>
        <HydrateInTurn>
          <Logged name="header" />
        </HydrateInTurn>
        <HydrateInTurn>
          <Logged name="footer" />
        </HydrateInTurn>
      </div>
    ));
    split.afterAllPartsHydrated(() => log.push('all hydrated'));

    await vi.waitFor(() => {
      expect(log).toEqual(['header', 'footer', 'all hydrated']);
    });
  });

  it("should keep a waiting part's prerendered DOM when what is around it renders again, and hydrate it then", async () => {
    const clicks: string[] = [];
    // Like the header around its navigations: it renders its part anew each time it renders, and a
    // hook of its own updates it as soon as it has mounted, before the part's turn.
    function Around({ split }: { split: typeof import('./HydrateInTurn') }) {
      const count = useRenderAgainAtMount();
      return (
        <section data-renders={count}>
          <split.HydrateInTurn>
            <Part name="waiting" clicks={clicks} />
          </split.HydrateInTurn>
        </section>
      );
    }
    const html = `<section data-renders="0">${boundary(part('waiting'))}</section>`;
    const { container, buttons } = await hydratePrerendered(html, (split) => <Around split={split} />);
    await Promise.resolve();
    expect(container.querySelector('section')?.dataset.renders).toBe('1');
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    expect(clickAll(container, clicks)).toEqual(['waiting']);
    await nextTask();
    await nextTask();
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    expect(clickAll(container, clicks)).toEqual(['waiting']);
  });

  it('should keep a memoised part waiting for its turn when what is around it renders again', async () => {
    const clicks: string[] = [];
    // Like the contact form (react-hook-form renders it again as soon as it has mounted) around its
    // checkbox groups, which are memoised so that this render does not hydrate them early.
    const Waiting = memo(function Waiting({ split }: { split: typeof import('./HydrateInTurn') }) {
      return (
        <split.HydrateInTurn>
          <Part name="waiting" clicks={clicks} />
        </split.HydrateInTurn>
      );
    });
    function Form({ split }: { split: typeof import('./HydrateInTurn') }) {
      const count = useRenderAgainAtMount();
      return (
        <form data-renders={count}>
          <Waiting split={split} />
        </form>
      );
    }
    const html = `<form data-renders="0">${boundary(part('waiting'))}</form>`;
    const { container, buttons } = await hydratePrerendered(html, (split) => <Form split={split} />);
    await Promise.resolve();
    expect(container.querySelector('form')?.dataset.renders).toBe('1');
    expect(clickAll(container, clicks)).toEqual([]);
    await nextTask();
    expect(clickAll(container, clicks)).toEqual(['waiting']);
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
  });
});
