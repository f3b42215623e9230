import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useMotionEnabled } from './motionContext';
import { motionTags, type MotionTagName } from './motionTags';
import { revealVariants, staggerVariants } from './transitions';
import { useRevealPhase, variantFor } from './useRevealPhase';

type PlainAttributes = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'style' | 'onAnimationStart' | 'onDrag' | 'onDragStart' | 'onDragEnd'
>;

export interface StaggerProps extends PlainAttributes {
  /** The container element (default `div`); use `ul`/`ol` with `StaggerItem as="li"` for lists. */
  as?: MotionTagName;
  children?: ReactNode;
}

/**
 * A container whose StaggerItem children enter one after another, 0.1 s apart, when the container
 * first scrolls into view. Same rules as Reveal: never hidden on the server, at hydration, when already
 * on screen, outside a MotionProvider or with animations off.
 */
export function Stagger({ as = 'div', children, ...rest }: StaggerProps) {
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
      variants={staggerVariants}
      data-reveal={phase}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export interface StaggerItemProps extends PlainAttributes {
  /** The element to render (default `div`; `li` inside a list). */
  as?: MotionTagName;
  children?: ReactNode;
}

/** One child of a Stagger: it takes its cue (hidden, then shown) from the Stagger around it. */
export function StaggerItem({ as = 'div', children, ...rest }: StaggerItemProps) {
  const enabled = useMotionEnabled();
  if (!enabled) {
    const Plain = as;
    return <Plain {...rest}>{children}</Plain>;
  }
  const Tag = motionTags[as];
  return (
    <Tag variants={revealVariants} {...rest}>
      {children}
    </Tag>
  );
}
