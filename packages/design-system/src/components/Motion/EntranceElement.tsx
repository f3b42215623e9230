import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useMotionEnabled } from './motionContext';
import { watchEntrance, type EntranceOptions } from './watchEntrance';

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
 * Its timing is written on the element too, so a page that never hydrates it can still play its
 * entrance (startEntrances.ts).
 */
export function EntranceElement({ as, delaySeconds, stepSeconds, children, ...rest }: EntranceElementProps) {
  // Every tag takes the same attributes; typing it as one keeps the ref's type simple.
  const Tag = as as 'div';
  const enabled = useMotionEnabled();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return watchEntrance(element, { delaySeconds, stepSeconds });
  }, [enabled, delaySeconds, stepSeconds]);

  // `static` as rendered; the watcher moves it on (waiting, entering) on the element itself.
  return (
    <Tag
      ref={ref}
      data-reveal={enabled ? 'static' : undefined}
      data-reveal-delay={enabled && delaySeconds ? delaySeconds : undefined}
      data-reveal-step={enabled && stepSeconds ? stepSeconds : undefined}
      {...rest}
    >
      {children}
    </Tag>
  );
}
