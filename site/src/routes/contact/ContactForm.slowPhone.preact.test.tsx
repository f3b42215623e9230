// @vitest-environment happy-dom
import type { JSX } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the browser build runs (src/runtime/preactClientPlugin.ts): this file's React is preact/compat.
vi.mock('react', async () => ({
  ...(await import('preact/compat')),
  ...(await import('../../runtime/useOptimistic')),
}));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));
vi.mock('react-dom/client', async () => import('preact/compat/client'));

afterEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

/** The contact form's island, sending through `send`. */
async function contactFormIsland(send: () => Promise<'sent' | 'dropped'>) {
  const { ToastProvider } = await import('@rico/design-system');
  const { ContactForm } = await import('./ContactForm');
  return function Island() {
    return (
      <ToastProvider>
        <ContactForm sendMessage={send} preloadSender={() => undefined} />
      </ToastProvider>
    );
  };
}

/**
 * The island as the prerender leaves it: the checkbox groups, which hydrate a task after the form,
 * each between the marks React's server renderer puts around a Suspense boundary.
 */
async function prerender(Island: () => JSX.Element) {
  const { render } = await import('preact');
  const scratch = document.createElement('div');
  render(<Island />, scratch);
  const message = scratch.querySelector('textarea');
  for (const name of ['interest', 'consent']) {
    let part = scratch.querySelector(`input[name="${name}"]`);
    while (part?.parentElement && message && !part.parentElement.contains(message)) part = part.parentElement;
    part?.before(document.createComment('$'));
    part?.after(document.createComment('/$'));
  }
  const html = scratch.innerHTML;
  render(null, scratch);
  return html;
}

describe('the contact form on a slow phone (preact/compat)', () => {
  // The design system and the form are transformed for this file alone, inside the test: on a busy
  // machine that took over a minute, so the test has the suite's shared deadline (a hang), no other.
  it('should send the boxes ticked between the form hydrating and its checkboxes hydrating', async () => {
    // What this judges is what reaches the sender. Answered as a dropped message, so no toast follows:
    // Radix's toast throws as it renders in happy-dom under preact/compat (a real browser shows it).
    const send = vi.fn(() => Promise.resolve('dropped' as const));
    const Island = await contactFormIsland(send);
    const { createIslandTurns, IslandTurnsContext } = await import('../../islands/islandTurns');
    const { markPrerenderedPage } = await import('../../runtime/prerenderedPage');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = await prerender(Island);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const typed = { name: 'Sam Patel', email: 'sam@example.co.uk', message: 'Two sites, one menu.' };
    for (const [name, value] of Object.entries(typed)) {
      const input = field(name);
      if (input) input.value = value;
    }
    markPrerenderedPage();
    const turns = createIslandTurns();

    const root = hydrateRoot(
      container,
      <IslandTurnsContext.Provider value={turns}>
        <Island />
      </IslandTurnsContext.Provider>,
    );
    // The form has hydrated; its checkbox groups wait for their turn. The visitor ticks two boxes.
    const firstInterest = field('interest');
    firstInterest?.click();
    field('consent')?.click();
    await turns.allHydrated();
    // A visitor's next click on Send comes in a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.querySelector('form')?.requestSubmit();

    await vi.waitFor(() => {
      expect(send).toHaveBeenCalledOnce();
    });
    // Without taking them over, the consent box was unticked again and "You must consent" shown.
    expect(send.mock.calls[0]).toMatchObject([{ interest: [firstInterest?.value], consent: true }]);
    // Its answer rendered before the page goes, so none lands after it.
    await vi.waitFor(() => {
      expect(container.querySelector('form')?.dataset.state).toBe('idle');
    });
    root.unmount();
  });
});
