import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { MotionDisabledContext, MotionEnabledContext } from './motionContext';

export interface MotionProviderProps {
  /**
   * Switch every animation off: Reveal and Stagger render plain elements and never hide anything.
   * Used in tests and visual snapshots. It holds for nested providers too.
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
  const disabled = useContext(MotionDisabledContext) || disableAnimations;
  return (
    <MotionDisabledContext.Provider value={disabled}>
      <MotionEnabledContext.Provider value={!disabled && !reducedMotion}>
        {children}
      </MotionEnabledContext.Provider>
    </MotionDisabledContext.Provider>
  );
}
