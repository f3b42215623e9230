import type { ReactNode } from 'react';
import { EntranceElement, type PlainAttributes } from './EntranceElement';
import { useMotionEnabled } from './motionContext';
import { motionTags, type MotionTagName } from './motionTags';
import { revealVariants, staggerVariants } from './transitions';

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
export function Stagger({ as = 'div', ...rest }: StaggerProps) {
  return <EntranceElement as={as} variants={staggerVariants} {...rest} />;
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
