import type { HTMLAttributes } from 'react';
import { eyebrow } from './Eyebrow.css';

/**
 * The short label above a heading ("Coming Soon", "Our Process"). A paragraph, not a heading, so it
 * stays out of the document outline. Teal on light surfaces, light on the inverse band.
 */
export function Eyebrow({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={[eyebrow, className].filter(Boolean).join(' ')} {...rest} />;
}
