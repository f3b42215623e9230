/*
 * The entrance animation itself, on motion's small Web Animations `animate` (motion/mini). This module
 * is loaded on demand (see watchEntrance.ts) the first time something waits below the fold, so no
 * animation code is part of the JavaScript a page needs to become interactive.
 */
import { stagger } from 'motion';
import { animate } from 'motion/mini';
import { entranceTiming, hiddenStyle } from './entranceKeyframes';

export function playEntrance(targets: HTMLElement[], delaySeconds: number, stepSeconds: number) {
  return animate(
    targets,
    { opacity: [hiddenStyle.opacity, '1'], transform: [hiddenStyle.transform, 'none'] },
    {
      duration: entranceTiming.durationSeconds,
      ease: [...entranceTiming.ease],
      delay: stepSeconds ? stagger(stepSeconds, { startDelay: delaySeconds }) : delaySeconds,
    },
  );
}
