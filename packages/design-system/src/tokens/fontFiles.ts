/**
 * The Latin variable font file, for a `<link rel="preload">` in the document head. Vite gives the
 * same hashed URL as the @font-face in the font's CSS, so the browser fetches it once.
 */
import figtreeLatinUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';

export const fontPreloads: readonly { href: string; type: string }[] = [
  { href: figtreeLatinUrl, type: 'font/woff2' },
];
