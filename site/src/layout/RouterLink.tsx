import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { LinkComponent, LinkComponentProps } from '@rico/design-system';

// mailto:, tel:, other origins and in-page anchors are not routes: they stay plain anchors.
const isRoute = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The link every design-system component renders (through LinkProvider): React Router's Link for
 * the site's own pages, so navigation is client-side after hydration; a plain anchor otherwise.
 */
export const RouterLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLink({ href, children, ...rest }, ref) {
    return isRoute(href) ? (
      <Link ref={ref} to={href} {...rest}>
        {children}
      </Link>
    ) : (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  },
);
