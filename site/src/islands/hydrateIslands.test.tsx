// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

// Where the island's code is evaluated, as the browser does it: in a task of its own, the import's
// promise resolving at that task's end. `evaluating` is true from that task until the next timer.
let evaluating = false;
const renderedWhileEvaluating: boolean[] = [];

function Banner() {
  renderedWhileEvaluating.push(evaluating);
  return <p>banner</p>;
}

vi.mock('./islandComponents', () => ({
  isIslandName: () => true,
  islandComponents: {
    consent: () =>
      new Promise((resolve) => {
        // Late: the page's first island turn has come and gone before this code arrives.
        setTimeout(() => {
          evaluating = true;
          resolve(Banner);
          setTimeout(() => {
            evaluating = false;
          }, 0);
        }, 20);
      }),
  },
}));

vi.mock('@rico/design-system', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startEntrances: () => undefined,
}));

describe('hydrateIslands', () => {
  it('should hydrate an island in a task after the one that evaluated its code, never in it', async () => {
    document.body.innerHTML = '<div data-island="consent"><p>banner</p></div>';
    const { hydrateIslands } = await import('./hydrateIslands');

    await hydrateIslands();

    // Evaluating an island's code and hydrating it in one task made one long task on a slow phone.
    expect(renderedWhileEvaluating).toEqual([false]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
