import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Max width: sm 56rem (text), md 72rem, lg 80rem (default, page sections), xl 96rem (wide bands). */
  width?: ContainerVariants['width'];
  /** The element to render, e.g. `section` or `main`. */
  as?: ElementType;
  children?: ReactNode;
}

/** Centres content at one of the design system's container widths with responsive side padding. */
export function Container({ width, as: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={[container({ width }), className].filter(Boolean).join(' ')} {...rest} />;
}
