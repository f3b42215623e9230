import { tokens } from '@rico/design-system';

/** The browser-tab icon: a tomato order ticket on the ink tile, from the theme's colours. */
export function faviconSvg(): string {
  const { ink, accent, surface } = tokens.lightColors;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${ink}"/>`,
    `<path d="M18 12h28v40l-5-4-4.5 4-4.5-4-4.5 4-4.5-4-5 4z" fill="${accent}"/>`,
    `<path d="M25 23h14M25 31h14M25 39h8" stroke="${surface}" stroke-width="4" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ].join('');
}
