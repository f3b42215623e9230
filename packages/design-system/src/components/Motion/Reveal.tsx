import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useMotionEnabled } from './motionContext';
import { motionTags, type MotionTagName } from './motionTags';
import { delayedRevealVariants, revealVariants } from './transitions';
import { useRevealPhase, variantFor } from './useRevealPhase';

type PlainAttributes = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'style' | 'onAnimationStart' | 'onDrag' | 'onDragStart' | 'onDragEnd'
>;

export interface RevealProps extends PlainAttributes {
  /** The element to render (default `div`): keep lists and sections semantic. */
  as?: MotionTagName;
  /** Seconds to wait before the entrance, e.g. to follow a heading. */
  delay?: number;
  children?: ReactNode;
}

/**
 * Fades and lifts its content in (0.6 s) when it first scrolls into view. Content that is already on
 * screen at load, the server render and the first client render are never hidden; outside a
 * MotionProvider, or with animations off, it renders a plain element.
 */
export function Reveal({ as = 'div', delay, children, ...rest }: RevealProps) {
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
      variants={delay ? delayedRevealVariants(delay) : revealVariants}
      data-reveal={phase}
      {...rest}
    >
      {children}
    </Tag>
  );
}
