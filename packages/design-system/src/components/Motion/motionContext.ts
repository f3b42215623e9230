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
