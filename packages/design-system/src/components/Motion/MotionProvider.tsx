import { useSyncExternalStore, type ReactNode } from 'react';
import { MotionEnabledContext } from './motionContext';

export interface MotionProviderProps {
  /**
   * Switch every animation off: Reveal and Stagger render plain elements and never hide anything.
   * Used in tests and visual snapshots.
   */
  disableAnimations?: boolean;
  children?: ReactNode;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
// The server (and so the prerendered HTML and the hydration render) never animates anything anyway.
const onServer = () => false;

/**
 * Turns on Reveal and Stagger for the tree below. Wrap the app once. Visitors who ask for reduced
 * motion get no movement at all: their content is never hidden and never moves.
 */
export function MotionProvider({ disableAnimations = false, children }: MotionProviderProps) {
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, onServer);
  return (
    <MotionEnabledContext.Provider value={!disableAnimations && !reducedMotion}>
      {children}
    </MotionEnabledContext.Provider>
  );
}
