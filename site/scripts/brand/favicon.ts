import { tokens } from '@rico/design-system';
import { brandMark } from '../../src/brand/brandMark';

/** The browser-tab icon: the brand mark with the theme's colours written in (a favicon has no CSS variables). */
export function faviconSvg(): string {
  const { ink, accent, surface } = tokens.lightColors;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brandMark.viewBox}">`,
    `<rect width="64" height="64" rx="${brandMark.tileRadius}" fill="${ink}"/>`,
    `<path d="${brandMark.ticket}" fill="${accent}"/>`,
    `<path d="${brandMark.lines}" stroke="${surface}" stroke-width="${brandMark.lineWidth}" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ].join('');
}
