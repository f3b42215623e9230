import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Variants } from 'motion/react';
import { useMotionEnabled } from './motionContext';
import { motionTags, type MotionTagName } from './motionTags';
import { useRevealPhase, variantFor } from './useRevealPhase';

/** Element props shared by Reveal and Stagger (motion's own event props are not part of their API). */
export type PlainAttributes = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'style' | 'onAnimationStart' | 'onDrag' | 'onDragStart' | 'onDragEnd'
>;

interface EntranceElementProps extends PlainAttributes {
  as: MotionTagName;
  variants: Variants;
  children?: ReactNode;
}

/**
 * The element behind Reveal and Stagger: plays `variants` when it first scrolls into view. Never
 * hidden on the server, at hydration or when already on screen; a plain element when animations are off.
 */
export function EntranceElement({ as, variants, children, ...rest }: EntranceElementProps) {
  const enabled = useMotionEnabled();
  const ref = useRef<HTMLDivElement>(null);
  const phase = useRevealPhase(ref, enabled);

  if (!enabled) {
    const Plain = as;
    return <Plain {...rest}>{children}</Plain>;
  }

  const Tag = motionTags[as];
  return (
    <Tag
      ref={ref}
      initial={false}
      animate={variantFor(phase)}
      variants={variants}
      data-reveal={phase}
      {...rest}
    >
      {children}
    </Tag>
  );
}
