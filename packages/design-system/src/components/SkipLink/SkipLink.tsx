import type { MouseEvent, ReactNode } from 'react';
import { skipLink, skipLinkTarget } from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main region (without `#`). */
  targetId: string;
  /** The link's text, e.g. "Skip to main content". */
  children: ReactNode;
}

/**
 * Props for the skip link's target, usually `<main>`: its id, and `tabIndex={-1}` so following the
 * link moves focus into it (not only the scroll position), and the next Tab goes on from there.
 */
export const skipLinkTargetProps = (id: string) => ({ id, tabIndex: -1, className: skipLinkTarget });

/**
 * The first thing in the page, so it is the first Tab stop: a link past the header straight to the
 * main content, shown only while it has focus. A plain in-page link, so it works before (and
 * without) JavaScript: the browser focuses the target, which `skipLinkTargetProps` makes focusable.
 * With JavaScript it focuses the target itself and leaves the address as it was (no `#main` in the
 * URL, no entry in the history for a client-side router to act on).
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a className={skipLink} href={`#${targetId}`} onClick={skip}>
      {children}
    </a>
  );
}
