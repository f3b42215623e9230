import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { LinkComponent, LinkComponentProps } from '@rico/design-system';

// mailto:, tel:, other origins and in-page anchors are not routes: they stay plain anchors.
const isRoute = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The link design-system components render in Storybook's page stories (through LinkProvider): React
 * Router's Link for the site's own pages, so a link followed in a story opens the page within the
 * story; a plain anchor otherwise. The built site renders plain anchors: each page loads on its own.
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
