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

// The island's code arrives when the test says: then, in that task, it is evaluated.
let codeArrives: () => void = () => undefined;

vi.mock('./islandComponents', () => ({
  isIslandName: () => true,
  islandComponents: {
    consent: () =>
      new Promise((resolve) => {
        codeArrives = () => {
          evaluating = true;
          resolve(Banner);
          setTimeout(() => {
            evaluating = false;
          }, 0);
        };
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

    const hydrating = hydrateIslands();
    // Late: the page's script is already waiting for this code when it arrives, in a task of its own.
    setTimeout(codeArrives, 0);
    await hydrating;

    // Evaluating an island's code and hydrating it in one task made one long task on a slow phone.
    expect(renderedWhileEvaluating).toEqual([false]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
