import { useEffect, type RefObject } from 'react';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from './cookieBannerHeight';

/**
 * While the element is mounted, the page keeps bottom space equal to its measured height, so a
 * fixed banner never hides the last content (a form's submit button on a phone), and scroll padding
 * keeps keyboard focus from landing underneath it. The padding goes below all content, so nothing
 * on screen moves (no layout shift). Restored on unmount.
 */
export function useReserveBottomSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const { body } = document;
    const previousPadding = body.style.paddingBottom;
    const previousScrollPadding = root.style.scrollPaddingBottom;

    const measure = () => {
      root.style.setProperty(COOKIE_BANNER_HEIGHT_PROPERTY, `${element.getBoundingClientRect().height}px`);
    };
    measure();
    body.style.paddingBottom = `var(${COOKIE_BANNER_HEIGHT_PROPERTY})`;
    root.style.scrollPaddingBottom = `var(${COOKIE_BANNER_HEIGHT_PROPERTY})`;
    // The text wraps to more lines on narrow screens and when the visitor zooms: follow its height.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);

    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_BANNER_HEIGHT_PROPERTY);
      body.style.paddingBottom = previousPadding;
      root.style.scrollPaddingBottom = previousScrollPadding;
    };
  }, [ref]);
}
