import { m } from 'motion/react';

/**
 * The `m` components Reveal and Stagger can render, so a list stays a list and a section a section.
 * `m` (not `motion`) renders without the animation features until LazyMotion has loaded them. All of
 * these take the props we pass, so one component type serves for the lookup.
 */
export const motionTags = {
  div: m.div,
  section: m.section,
  article: m.article,
  ul: m.ul as typeof m.div,
  ol: m.ol as typeof m.div,
  li: m.li as typeof m.div,
} as const;

export type MotionTagName = keyof typeof motionTags;
