import type { BrandFontFace } from '@rico/design-system';

interface LoaderParts {
  /** Where faces go to be used: the document's `document.fonts`. */
  fontSet: FontFaceSet;
  faces: readonly BrandFontFace[];
  FontFaceClass: typeof FontFace;
}

/**
 * The brand font never holds up a page or moves one on screen. A page is drawn from the first paint in
 * the metric-matched fallback, with no font request in its way (a font fetched before the first paint
 * costs a slow phone a whole round trip to the server); once it has loaded, the font downloads; the
 * page on screen keeps the fallback, since swapping fonts under a reader re-wraps lines; the next page
 * the visitor opens is drawn in the brand font from its first frame.
 */
export function createBrandFontLoader({ fontSet, faces, FontFaceClass }: LoaderParts) {
  let download: Promise<void> | undefined;
  let arrived: FontFace[] | undefined;
  return {
    /** Downloads the font once; nothing on the page changes. A failed download leaves the fallback. */
    download(): Promise<void> {
      download ??= Promise.all(
        faces.map((face) => new FontFaceClass(face.family, face.source, face.descriptors).load()),
      ).then(
        (loaded) => {
          arrived = loaded;
        },
        () => undefined,
      );
      return download;
    },
    /**
     * Called as a new page replaces the old one, before it paints: from here on text uses the brand
     * font, if it has arrived (if not, this page keeps the fallback too, rather than swap mid-read).
     */
    useForNewPage(): boolean {
      if (!arrived) return false;
      for (const face of arrived) if (!fontSet.has(face)) fontSet.add(face);
      return true;
    },
  };
}
