import { watchEntrance } from './watchEntrance';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The entrances of a page that is not hydrated as a whole: every prerendered Reveal and Stagger
 * element (they carry `data-reveal` and their timing as data attributes) under `root`, except those
 * inside `skipInside` (parts that hydrate run their own). Visitors who ask for reduced motion get no
 * movement, as under a MotionProvider.
 */
export function startEntrances(root: ParentNode = document, skipInside?: string): void {
  if (window.matchMedia(reducedMotionQuery).matches) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (skipInside && element.parentElement?.closest(skipInside)) continue;
    watchEntrance(element, {
      delaySeconds: Number(element.dataset.revealDelay ?? 0),
      stepSeconds: Number(element.dataset.revealStep ?? 0),
    });
  }
}
