import type { HTMLAttributes, ReactNode } from 'react';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for self-contained items (a service), `li` inside a list, `div` otherwise. */
  as?: 'div' | 'article' | 'li';
  /** Inner spacing: `lg` (default) for content cards, `md` for dense grids. */
  padding?: CardVariants['padding'];
  /** `raised` (default) has a soft shadow; `flat` only a border, for cards inside cards or on sunken bands. */
  elevation?: CardVariants['elevation'];
  children?: ReactNode;
}

/** A raised surface that groups one item's content: a service, a value, a contact detail. */
export function Card({ as: Tag = 'div', padding, elevation, className, ...rest }: CardProps) {
  return <Tag className={[card({ padding, elevation }), className].filter(Boolean).join(' ')} {...rest} />;
}
