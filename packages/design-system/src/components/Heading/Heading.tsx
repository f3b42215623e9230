import { forwardRef, type HTMLAttributes } from 'react';
import { heading, type HeadingVariants } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = NonNullable<HeadingVariants['size']>;

/** The size each level gets unless told otherwise. */
const defaultSizeFor: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document-outline level (h1-h4). Pick it from the page structure, never for its looks. */
  level: HeadingLevel;
  /** Visual size, independent of the level. Defaults to the level's usual size. */
  size?: HeadingSize;
  /** Text alignment. */
  align?: HeadingVariants['align'];
}

/** A section or page heading whose outline level and visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  const classes = [heading({ size: size ?? defaultSizeFor[level], align }), className].filter(Boolean);
  return <Tag ref={ref} className={classes.join(' ')} {...rest} />;
});
