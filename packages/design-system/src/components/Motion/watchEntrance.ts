import { hiddenStyle } from './entranceKeyframes';

/*
 * The entrance, without React: Reveal and Stagger run it from an effect, and a page whose sections are
 * never hydrated (static HTML with islands) runs it on the prerendered elements themselves
 * (startEntrances.ts). One implementation, so both behave alike.
 *
 * The element's `data-reveal` says where it is:
 * - `static`: as rendered (server, first render, anything already on screen at load);
 * - `waiting`: it started below the fold; hidden until it scrolls into view;
 * - `entering`: in view; the entrance plays.
 * Prerendered HTML is always `static`, so content is visible without JavaScript and the hero (the
 * page's largest paint) is never hidden. Only what the visitor has not seen yet is ever hidden.
 */

type PlayEntrance = typeof import('./playEntrance').playEntrance;
let entranceModule: Promise<PlayEntrance> | undefined;

/** The animation code, fetched once, as soon as anything waits below the fold (before it is needed). */
function loadPlayEntrance(): Promise<PlayEntrance> {
  entranceModule ??= import('./playEntrance').then((module) => module.playEntrance);
  return entranceModule;
}

function show(targets: HTMLElement[]) {
  for (const target of targets) {
    target.style.opacity = '';
    target.style.transform = '';
  }
}

export interface EntranceOptions {
  /** Seconds before the (first) entrance starts. */
  delaySeconds?: number;
  /** Animate the element's children one after another, this many seconds apart (Stagger). */
  stepSeconds?: number;
}

/**
 * Watches `element` from now on: if it starts below the fold it is hidden, and plays its entrance
 * when it scrolls into view. If the animation code cannot load (say the visitor went offline), the
 * content is simply shown: it is never left hidden. Returns a stop function that also shows anything
 * still hidden (animations switched off while something waited).
 */
export function watchEntrance(
  element: HTMLElement,
  { delaySeconds = 0, stepSeconds = 0 }: EntranceOptions = {},
): () => void {
  const targets = () =>
    stepSeconds ? [...element.children].filter((child) => child instanceof HTMLElement) : [element];
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let stopped = false;
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
        element.dataset.reveal = 'waiting';
        for (const target of targets()) Object.assign(target.style, hiddenStyle);
        void loadPlayEntrance().catch(() => undefined);
      }
      if (entry.isIntersecting) {
        observer.disconnect();
        element.dataset.reveal = 'entering';
        loadPlayEntrance()
          .then((playEntrance) => {
            if (!stopped) playEntrance(targets(), delaySeconds, stepSeconds);
          })
          .catch(() => show(targets()));
      }
    },
    // The document's own viewport (also inside an iframe, e.g. Storybook). No negative margin: an
    // element at the very end of a short page must still be able to enter, never stay hidden.
    { root: document },
  );
  observer.observe(element);
  return () => {
    stopped = true;
    observer.disconnect();
    if (element.dataset.reveal === 'waiting') show(targets());
  };
}
