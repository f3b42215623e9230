import Color from 'color';
import type { EnginePage } from './engines/types';

/**
 * WCAG's relative luminance of a CSS colour as the browser computed it (`rgb(...)` / `rgba(...)`), from
 * the color library, as the design system's contrast check reads it.
 */
export const luminance = (css: string): number => Color(css).luminosity();

/** The page's background and text colours, as a visitor sees the page as a whole. */
export const pageColours = (page: EnginePage) =>
  page.evaluate(() => {
    const opaque = (element: Element | null): string => {
      for (let e = element; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor;
        if (!/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const main = document.querySelector('main') ?? document.body;
    return { background: opaque(main), text: getComputedStyle(main).color };
  });

/** Dark: a background darker than its text, as the site's dark theme and the device's dark mode mean. */
export async function looksDark(page: EnginePage): Promise<boolean> {
  const { background, text } = await pageColours(page);
  return luminance(background) < 0.2 && luminance(text) > luminance(background);
}
