import { frames } from './storyClock';

/**
 * Resolves once an IntersectionObserver has reported where `element` starts, for a story that shows
 * that nothing happens to it (an entrance that must not start). Observers report in the order they
 * were made, in the same rendering step: one made after the component's own (its effect has run by
 * the second frame after mount) reports after it, so by then the component has seen its first report
 * and acted on it. A fence in the page's own order of events, where a fixed wait (300 ms) raced a
 * busy machine.
 */
export async function afterFirstIntersectionReport(element: Element): Promise<void> {
  await frames(2);
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}
