import { createElement, forwardRef } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../LinkProvider/LinkProvider';

/**
 * A link rendered with the provided link component, its ref on the anchor. Radix parts rendered
 * `asChild` (Button, navigation menu links) focus and order their items through that ref. React 19
 * would hand a plain function component the ref as a prop, but preact/compat (the site's runtime in
 * the browser) hands it to the component instance unless the component is made with forwardRef.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Link(props, ref) {
  // The component comes from context, set once per app: the same identity on every render, so
  // React keeps the subtree (react-hooks/static-components cannot see that through the hook).
  return createElement(useLinkComponent(), { ...props, ref });
});
