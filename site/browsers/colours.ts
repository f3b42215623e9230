import type { EnginePage } from './engines/types';

/** WCAG's relative luminance of a CSS colour as the browser computed it (`rgb(...)` / `rgba(...)`). */
export function luminance(css: string): number {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

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

/** WCAG's contrast ratio of two relative luminances. */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
