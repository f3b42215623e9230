import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { brandFontFaces } from '@rico/design-system';
import { createBrandFontLoader } from './brandFontLoader';

let loader: ReturnType<typeof createBrandFontLoader> | undefined;
const brandFont = () =>
  (loader ??= createBrandFontLoader({
    fontSet: document.fonts,
    faces: brandFontFaces,
    FontFaceClass: FontFace,
  }));

/**
 * Loads the brand font the way brandFontLoader.ts explains: downloaded once the page has loaded, used
 * from the next page on. A page change is the one moment the font can change without moving text
 * under the reader: the layout effect runs after the new page is in the DOM and before it paints.
 */
export function BrandFontFromNextPage() {
  const { pathname } = useLocation();
  const shownOnePage = useRef(false);

  useEffect(() => {
    const download = () => void brandFont().download();
    if (document.readyState === 'complete') return download();
    window.addEventListener('load', download, { once: true });
    return () => window.removeEventListener('load', download);
  }, []);

  useLayoutEffect(() => {
    if (shownOnePage.current) brandFont().useForNewPage();
    shownOnePage.current = true;
  }, [pathname]);

  return null;
}
