import Color from 'color';

/**
 * WCAG 2.x relative luminance and contrast ratio of any CSS colour, for the theme test and the Tokens
 * docs page, from the color library (the current errata's 0.04045 threshold; the browser checks use it too).
 */
export const relativeLuminance = (css: string): number => Color(css).luminosity();

export const contrastRatio = (a: string, b: string): number => Color(a).contrast(Color(b));

const toHex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0').toUpperCase()).join('')}`;
const channelsOf = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16));

/**
 * The opaque colour a browser paints for `top` at `alpha` over `backdrop` (sRGB blending, what
 * color-mix(in srgb) and rgb(… / alpha) give, and what axe measures).
 */
export function blend(top: string, alpha: number, backdrop: string): string {
  const under = channelsOf(backdrop);
  return toHex(channelsOf(top).map((c, i) => c * alpha + (under[i] ?? 0) * (1 - alpha)));
}
