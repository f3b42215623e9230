import { useEffect, type RefObject } from 'react';
import { hiddenStyle } from './entranceKeyframes';
import type { RevealPhase } from './useRevealPhase';

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
 * Hides `ref`'s element (or, with `stepSeconds`, its children) while `phase` is `waiting`, and plays
 * the entrance once it is `entering`. If the animation code cannot load (say the visitor went offline),
 * the content is simply shown: it is never left hidden.
 */
export function useEntrance(
  ref: RefObject<HTMLElement | null>,
  phase: RevealPhase,
  { delaySeconds = 0, stepSeconds = 0 }: EntranceOptions = {},
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const targets = stepSeconds
      ? [...element.children].filter((child) => child instanceof HTMLElement)
      : [element];
    if (phase === 'static') {
      // Nothing to do, unless animations were just switched off while something waited, hidden.
      show(targets);
      return;
    }
    if (phase === 'waiting') {
      for (const target of targets) Object.assign(target.style, hiddenStyle);
      void loadPlayEntrance().catch(() => undefined);
      return;
    }
    let cancelled = false;
    loadPlayEntrance()
      .then((playEntrance) => {
        if (!cancelled) playEntrance(targets, delaySeconds, stepSeconds);
      })
      .catch(() => {
        show(targets);
      });
    return () => {
      cancelled = true;
    };
  }, [ref, phase, delaySeconds, stepSeconds]);
}
