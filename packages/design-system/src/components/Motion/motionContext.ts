import { createContext, useContext } from 'react';

/**
 * Whether Reveal and Stagger may animate. False by default: outside a MotionProvider, or with
 * animations switched off (tests, visual snapshots), they render plain elements.
 */
export const MotionEnabledContext = createContext(false);

/** True inside a MotionProvider that has animations on. */
export function useMotionEnabled(): boolean {
  return useContext(MotionEnabledContext);
}

/**
 * Whether an enclosing MotionProvider switched animations off. A nested provider (the site's layout
 * inside a test or snapshot decorator, say) cannot switch them back on.
 */
export const MotionDisabledContext = createContext(false);
