import type { Transition, Variants } from 'motion/react';
import { motion as motionTokens } from '../../tokens/tokens';

/** The spec's entrance: 0.6 s, easing out. */
export const entranceTransition: Transition = {
  duration: motionTokens.entranceSeconds,
  ease: motionTokens.easeOut,
};

/** The spec's layout transition: 0.45 s (needs the domMax feature bundle for `layout` animations). */
export const layoutTransition: Transition = {
  duration: motionTokens.layoutSeconds,
  ease: motionTokens.easeOut,
};

/**
 * `hidden` is applied instantly, and only to content still below the fold (see useRevealPhase), so it
 * never makes something the visitor has already seen disappear. `shown` is the entrance.
 */
export const revealVariants: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: entranceTransition },
};

/** Reveal's variants with the entrance starting `delay` seconds late (a variant's own transition wins). */
export function delayedRevealVariants(delay: number): Variants {
  return { ...revealVariants, shown: { opacity: 1, y: 0, transition: { ...entranceTransition, delay } } };
}

/** A Stagger container only orchestrates: its children enter 0.1 s apart. */
export const staggerVariants: Variants = {
  hidden: { transition: { duration: 0 } },
  shown: { transition: { staggerChildren: motionTokens.staggerSeconds } },
};
