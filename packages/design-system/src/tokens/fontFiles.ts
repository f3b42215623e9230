/**
 * The brand font's Latin file (every page's text is Latin), for a `<link rel="preload">` in the
 * document head: the browser then fetches it alongside the HTML instead of after the first style
 * pass finds the text needing it. Vite gives this import the same hashed URL as the @font-face in the
 * font's CSS (`@rico/design-system/web-font`), so the browser fetches it once.
 */
import figtreeLatinUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';

export const fontPreloads: readonly { href: string; type: string }[] = [
  { href: figtreeLatinUrl, type: 'font/woff2' },
];
