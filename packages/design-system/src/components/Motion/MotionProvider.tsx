import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { motion as motionTokens } from '../../tokens/tokens';
import { MotionEnabledContext } from './motionContext';

// Loaded after the first render, so the animation code is not part of the first JS the page needs.
const loadFeatures = () => import('./features').then((module) => module.default);

export interface MotionProviderProps {
  /**
   * Switch every animation off: Reveal and Stagger render plain elements and any motion component
   * jumps to its end state. Used in tests and visual snapshots.
   */
  disableAnimations?: boolean;
  children?: ReactNode;
}

/**
 * Turns on Reveal and Stagger for the tree below. Wrap the app once. Motion's animation features load
 * lazily (LazyMotion with `m` components), and visitors who ask for reduced motion get no movement.
 */
export function MotionProvider({ disableAnimations = false, children }: MotionProviderProps) {
  return (
    <MotionEnabledContext.Provider value={!disableAnimations}>
      <LazyMotion features={loadFeatures} strict>
        <MotionConfig
          reducedMotion="user"
          skipAnimations={disableAnimations}
          transition={{
            duration: motionTokens.entranceSeconds,
            ease: motionTokens.easeOut,
            layout: { duration: motionTokens.layoutSeconds },
          }}
        >
          {children}
        </MotionConfig>
      </LazyMotion>
    </MotionEnabledContext.Provider>
  );
}
