import { tokens } from '@rico/design-system';
import { brandMark } from './brandMark';

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

/**
 * The icon written into every page's head, so the tab icon costs no request while the page loads
 * (public/favicon.svg, the same drawing, stays for whatever asks for the file by name).
 */
export const faviconDataUrl = () => `data:image/svg+xml,${encodeURIComponent(faviconSvg())}`;

/**
 * What the app renders as the icon's address: drawn while prerendering; in the browser, read back from
 * the page (the same value, without shipping the drawing code in every page's JavaScript).
 */
export function faviconHref(): string {
  if (import.meta.env.SSR) return faviconDataUrl();
  return document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
}
