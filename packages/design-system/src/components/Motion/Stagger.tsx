import type { ReactNode } from 'react';
import { motion as motionTokens } from '../../tokens/tokens';
import { EntranceElement, type MotionTagName, type PlainAttributes } from './EntranceElement';

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
  return <EntranceElement as={as} stepSeconds={motionTokens.staggerSeconds} {...rest} />;
}

export interface StaggerItemProps extends PlainAttributes {
  /** The element to render (default `div`; `li` inside a list). */
  as?: MotionTagName;
  children?: ReactNode;
}

/** One direct child of a Stagger: the Stagger around it animates it in its turn. */
export function StaggerItem({ as = 'div', children, ...rest }: StaggerItemProps) {
  const Tag = as as 'div';
  return <Tag {...rest}>{children}</Tag>;
}
