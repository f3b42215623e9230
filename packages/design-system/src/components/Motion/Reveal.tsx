import type { ReactNode } from 'react';
import { EntranceElement, type MotionTagName, type PlainAttributes } from './EntranceElement';

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
export function Reveal({ as = 'div', delay, ...rest }: RevealProps) {
  return <EntranceElement as={as} delaySeconds={delay} {...rest} />;
}
