import { useEffect, useState, type RefObject } from 'react';

/**
 * - `static`: render as is (server, first render, anything already on screen, animations off).
 * - `waiting`: below the fold after hydration; hidden until it scrolls into view.
 * - `entering`: in view; plays the entrance.
 */
export type RevealPhase = 'static' | 'waiting' | 'entering';

/**
 * Decides whether an element may animate in. Prerendered HTML and the hydration render are always
 * `static`, so content is visible without JavaScript and the hero (the LCP) is never hidden. Only an
 * element that starts below the fold is hidden, because the visitor has not seen it yet.
 */
export function useRevealPhase(ref: RefObject<Element | null>, enabled: boolean): RevealPhase {
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          // The first report tells where the element starts. On screen or above it: leave it alone.
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          setPhase('waiting');
        }
        if (entry.isIntersecting) {
          setPhase('entering');
          observer.disconnect();
        }
      },
      // The document's own viewport (also inside an iframe, e.g. Storybook). No negative margin: an
      // element at the very end of a short page must still be able to enter, never stay hidden.
      { root: document },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  return phase;
}

/** The variant label a phase animates to. */
export function variantFor(phase: RevealPhase): 'hidden' | 'shown' | undefined {
  if (phase === 'static') return undefined;
  return phase === 'waiting' ? 'hidden' : 'shown';
}
