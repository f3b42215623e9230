import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useMotionEnabled } from './motionContext';
import { useEntrance, type EntranceOptions } from './useEntrance';
import { useRevealPhase } from './useRevealPhase';

/** The elements Reveal and Stagger can render, so a list stays a list and a section a section. */
export type MotionTagName = 'div' | 'section' | 'article' | 'ul' | 'ol' | 'li';

/** Element props shared by Reveal and Stagger (`style` is theirs: the entrance sets it). */
export type PlainAttributes = Omit<HTMLAttributes<HTMLElement>, 'children' | 'style'>;

interface EntranceElementProps extends PlainAttributes, EntranceOptions {
  as: MotionTagName;
  children?: ReactNode;
}

/**
 * The element behind Reveal and Stagger: plays the entrance when it first scrolls into view. Never
 * hidden on the server, at hydration or when already on screen; a plain element when animations are off.
 */
export function EntranceElement({ as, delaySeconds, stepSeconds, children, ...rest }: EntranceElementProps) {
  // Every tag takes the same attributes; typing it as one keeps the ref's type simple.
  const Tag = as as 'div';
  const enabled = useMotionEnabled();
  const ref = useRef<HTMLDivElement>(null);
  const phase = useRevealPhase(ref, enabled);
  useEntrance(ref, enabled ? phase : 'static', { delaySeconds, stepSeconds });

  return (
    <Tag ref={ref} data-reveal={enabled ? phase : undefined} {...rest}>
      {children}
    </Tag>
  );
}
