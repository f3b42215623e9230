import { motion as motionTokens } from '../../tokens/tokens';

/** Where an entrance starts: faded out and 24 px lower. Applied while an element waits below the fold. */
export const hiddenStyle = { opacity: '0', transform: 'translateY(24px)' } as const;

/** The entrance: 0.6 s, easing out, each StaggerItem 0.1 s after the one before. */
export const entranceTiming = {
  durationSeconds: motionTokens.entranceSeconds,
  ease: motionTokens.easeOut,
  staggerSeconds: motionTokens.staggerSeconds,
} as const;
