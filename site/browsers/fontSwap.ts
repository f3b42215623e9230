import type { EnginePage } from './engines/types';
import { fontGatePath } from './probe/probeProxy';
import { siteUrl, waitFor } from './visit';

/** Holds every font file from now until `releaseFonts`. */
export const holdFonts = () => fetch(siteUrl(`${fontGatePath}?hold=1`));
export const releaseFonts = () => fetch(siteUrl(`${fontGatePath}?hold=0`));

/**
 * Where each element on screen starts (its top-left corner, rounded to the pixel), by its place in
 * the document. A layout shift is an element on screen whose start moves between two frames: this is
 * what the browser's own Layout Instability API reports in Chromium, read here in any engine.
 */
export const startsOnScreen = (page: EnginePage) =>
  page.evaluate(() => {
    const starts: Record<string, string> = {};
    const all = document.body.querySelectorAll('*');
    all.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      // What a visitor sees move: text and pictures (an empty box moving shows nothing).
      const drawn =
        element instanceof SVGSVGElement ||
        element instanceof HTMLImageElement ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!drawn) return;
      if (box.bottom < 0 || box.top > window.innerHeight) return;
      const words = element.textContent.trim().slice(0, 30);
      starts[`${index} ${element.tagName.toLowerCase()} "${words}"`] =
        `${Math.round(box.left)},${Math.round(box.top)}`;
    });
    return starts;
  });

/** The elements that started somewhere else in `after` (on screen in both). */
export const moved = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before)
    .filter((key) => after[key] !== undefined && after[key] !== before[key])
    .map((key) => `${key}: ${before[key]} -> ${after[key]}`);

/** Waits until the brand font has arrived and the h1 is drawn in it. */
export const brandFontDrawn = (page: EnginePage) =>
  waitFor(page, 'the brand font', () =>
    [...document.fonts].some((face) => face.family.includes('Figtree') && face.status === 'loaded') &&
    document.fonts.status === 'loaded'
      ? getComputedStyle(document.querySelector('h1') as Element).fontFamily.startsWith('"Figtree')
      : false,
  );
