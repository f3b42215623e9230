/** Story helpers for the Header: a link that never navigates the iframe, and a page tall enough to scroll. */
import type { Decorator } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkComponent, type LinkComponentProps } from '../LinkProvider/LinkProvider';

/** Records where a story link would have gone. */
export const navigate = fn().mockName('navigate');

const StoryLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StoryLink(
  { href, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});

/** Wraps the header in a LinkProvider and puts a long page below it, so the header can stick and scroll. */
export const withStoryPage: Decorator = (Story) => (
  <LinkProvider value={StoryLink}>
    <Story />
    <main style={{ minHeight: '250vh', padding: '3rem 1.5rem', maxWidth: '48rem' }}>
      <h1>Restaurant Tech. Retail Speed. Real Results.</h1>
      <p style={{ marginTop: '1rem' }}>
        The site presents the company&apos;s services to restaurant and retail owners and offers a route to
        contact the company or request a demo.
      </p>
    </main>
  </LinkProvider>
);

/** Every story starts at the top of the page with a fresh link spy. */
export function resetStoryPage() {
  navigate.mockClear();
  window.scrollTo(0, 0);
}

/** Lets pending scroll and resize events reach React before a "nothing changed" assertion. */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
