/** WCAG 2.x relative luminance and contrast ratio, for the theme test and the Tokens docs page. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(h.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

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
