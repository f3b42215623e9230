import type { HTMLAttributes } from 'react';
import { text, type TextVariants } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `p` for paragraphs (default), `span` inside other text, `div` when it wraps block content. */
  as?: 'p' | 'span' | 'div';
  /** Text size: `md` for body copy, `lg`/`xl` for a lead paragraph, `sm` for notes. */
  size?: TextVariants['size'];
  /** `muted` for secondary copy; it stays readable on both light and inverse surfaces. */
  tone?: TextVariants['tone'];
  /** Font weight. */
  weight?: TextVariants['weight'];
  /** Text alignment. */
  align?: TextVariants['align'];
  /** Cap the line length at a readable measure (about 65 characters). */
  measure?: boolean;
}

/** Body copy at the type scale's sizes. */
export function Text({ as: Tag = 'p', size, tone, weight, align, measure, className, ...rest }: TextProps) {
  const classes = [text({ size, tone, weight, align, measure }), className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
