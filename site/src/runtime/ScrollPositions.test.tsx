// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollPositions } from './ScrollPositions';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  sessionStorage.clear();
  window.history.scrollRestoration = 'auto';
});

describe('ScrollPositions with the installed React Router', () => {
  it('should take over scrolling while mounted and save the position when the page is hidden', async () => {
    const router = createMemoryRouter([{ path: '/', Component: ScrollPositions }]);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(<RouterProvider router={router} />);
      await Promise.resolve();
    });
    expect(window.history.scrollRestoration).toBe('manual');
    // Nothing in the page: no script.
    expect(container.innerHTML).toBe('');

    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(saved[router.state.location.key]).toBe(window.scrollY);
    // Back to the browser, which restores the position itself when the visitor comes back.
    expect(window.history.scrollRestoration).toBe('auto');
    act(() => {
      root.unmount();
    });
  });
});
