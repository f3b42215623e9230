import { createElement, forwardRef } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../LinkProvider/LinkProvider';

/**
 * The provided link component with a ref that reaches its anchor, for Radix parts rendered
 * `asChild` (they focus and order their items through refs). <Link> is a plain function component:
 * React 19 hands it the ref as a prop, but under preact/compat (the site's runtime in the browser)
 * the ref reaches the component instead, and Radix's arrow keys and Escape fail ("focus is not a
 * function").
 */
export const AnchorLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AnchorLink(props, ref) {
  // Hands the ref on to the anchor; nothing reads it during render.
  // eslint-disable-next-line react-hooks/refs -- the compiler takes passing a ref for reading it
  return createElement(useLinkComponent(), { ...props, ref });
});
