// @vitest-environment happy-dom
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { startTransition } from 'preact/compat';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useOptimistic } from './useOptimistic';

describe('useOptimistic for the preact/compat build', () => {
  it('should show the state it is given and, after a router-style update, the new state (never a stale one)', async () => {
    let navigate: (to: string) => void = () => undefined;
    function Location() {
      const [state, setState] = useState('/');
      const [shown, setOptimistic] = useOptimistic(state);
      // What React Router 8's RouterProvider does on a navigation: an optimistic value, then the real one.
      navigate = (to) => {
        startTransition(() => {
          setOptimistic(`${to} (pending)`);
          setState(to);
        });
      };
      return h('p', null, shown);
    }
    const container = document.createElement('div');
    await act(() => {
      render(h(Location, null), container);
    });
    expect(container.textContent).toBe('/');

    await act(() => {
      navigate('/contact');
    });
    expect(container.textContent).toBe('/contact');
  });
});
