import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';

/** What the design system hands to a link component: an href plus ordinary anchor props. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export type LinkComponent = ForwardRefExoticComponent<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;

/** The fallback: a plain anchor (full page loads). The site provides its router's link instead. */
const PlainAnchor: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(
  { children, ...rest },
  ref,
) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Tells every design-system component how to render a link. The design system never imports a
 * router (as in Braid): the site passes a component that wraps its router's Link.
 */
export const LinkProvider = LinkContext.Provider;

/** The link component in effect: the one from the nearest LinkProvider, else a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
