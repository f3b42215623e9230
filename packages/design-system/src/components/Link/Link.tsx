import { createElement, type RefAttributes } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../LinkProvider/LinkProvider';

/** A link rendered with the provided link component. React 19 passes `ref` as an ordinary prop. */
export function Link(props: LinkComponentProps & RefAttributes<HTMLAnchorElement>) {
  // The component comes from context, set once per app: the same identity on every render, so
  // React keeps the subtree (react-hooks/static-components cannot see that through the hook).
  return createElement(useLinkComponent(), props);
}
