/**
 * The brand font as FontFace arguments, for an app that loads it from script instead of from CSS
 * (`new FontFace(family, source, descriptors)`). The Latin file is the one fontsource's CSS names
 * (the same hashed URL once built, so either way the browser fetches it once). No unicode-range:
 * a character the file lacks falls back, character by character, to the metric-matched fallback.
 */
import figtreeLatinUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';

export interface BrandFontFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

export const brandFontFaces: readonly BrandFontFace[] = [
  {
    family: 'Figtree Variable',
    source: `url(${figtreeLatinUrl}) format('woff2')`,
    descriptors: {
      style: 'normal',
      weight: '300 900',
    },
  },
];
