import { useLayoutEffect, type RefObject } from 'react';
import type { BottomLayerProperty } from './bottomLayers';

/**
 * While the element (a layer fixed to the bottom of the screen) is mounted, publishes the space it
 * takes, its measured height plus `gap`, in its own custom property on <html>. The page's bottom
 * padding and scroll padding, and the phone menu's height, follow the sum of those (see
 * bottomLayers.ts): a fixed layer never hides the last content (a form's submit button on a phone),
 * keyboard focus never lands underneath it, and an open menu ends above it. The padding goes below
 * all content, so nothing on screen moves (no layout shift). Removed on unmount.
 *
 * Published before the browser paints (a layout effect): a layer placed by another's height (the
 * preview banner floats above the cookie banner) is then drawn in its place from its first frame. After
 * the paint, as Preact runs plain effects, it was drawn at the bottom for a frame and then jumped up.
 */
export function useReserveBottomSpace(
  ref: RefObject<HTMLElement | null>,
  property: BottomLayerProperty,
  gap = '0px',
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      root.style.setProperty(property, `calc(${element.getBoundingClientRect().height}px + ${gap})`);
    };
    measure();
    // The text wraps to more lines on narrow screens and when the visitor zooms: follow its height.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);

    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property, gap]);
}
