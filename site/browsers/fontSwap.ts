import type { EnginePage } from './engines/types';
import { holdRequests, releaseRequests } from './network';
import { waitFor } from './visit';

/** Holds every font file from now until `releaseFonts`. */
export const holdFonts = () => holdRequests('.woff2');
export const releaseFonts = () => releaseRequests();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is on screen in one frame: each drawn element's box, by its place in the document. */
export interface Frame {
  viewport: { width: number; height: number };
  boxes: Record<string, Box>;
}

/** The box of every element on screen that draws something (text or a picture), keyed by its place. */
export const frameOnScreen = (page: EnginePage): Promise<Frame> =>
  page.evaluate(() => {
    const boxes: Record<string, Box> = {};
    document.body.querySelectorAll('*').forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      // What a visitor sees move: text and pictures (an empty box moving shows nothing).
      const drawn =
        element instanceof SVGSVGElement ||
        element instanceof HTMLImageElement ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!drawn || box.bottom < 0 || box.top > window.innerHeight) return;
      const words = element.textContent.trim().slice(0, 30);
      boxes[`${index} ${element.tagName.toLowerCase()} "${words}"`] = {
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      };
    });
    return { viewport: { width: window.innerWidth, height: window.innerHeight }, boxes };
  });

/**
 * Chromium's Layout Instability rule: a start that moved less than 3 CSS px on both axes is not a
 * shift (checked in Chromium: a box moved 2 px reports no layout-shift entry, 3 px does).
 */
const movementThreshold = 3;

/** The area of the union of `boxes`, clipped to the viewport, counted pixel by pixel. */
function unionArea(boxes: Box[], viewport: Frame['viewport']): number {
  const covered = new Uint8Array(viewport.width * viewport.height);
  let area = 0;
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.x));
    const right = Math.min(viewport.width, Math.ceil(box.x + box.width));
    const top = Math.max(0, Math.floor(box.y));
    const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const at = y * viewport.width + x;
        if (!covered[at]) {
          covered[at] = 1;
          area++;
        }
      }
    }
  }
  return area;
}

/**
 * The layout shift between two frames, scored as the Layout Instability API scores it in Chromium
 * (impact fraction times distance fraction), for engines that do not report it themselves: which
 * elements started elsewhere, and the score.
 */
export function layoutShift(before: Frame, after: Frame) {
  const shifted = Object.entries(before.boxes).flatMap(([key, was]) => {
    const now = after.boxes[key];
    if (!now) return [];
    const distance = Math.max(Math.abs(now.x - was.x), Math.abs(now.y - was.y));
    return distance < movementThreshold ? [] : [{ key, was, now, distance }];
  });
  const { viewport } = after;
  const impact = unionArea(
    shifted.flatMap(({ was, now }) => [was, now]),
    viewport,
  );
  const impactFraction = impact / (viewport.width * viewport.height);
  const distanceFraction =
    Math.max(0, ...shifted.map(({ distance }) => distance)) / Math.max(viewport.width, viewport.height);
  return {
    score: Number((impactFraction * distanceFraction).toFixed(5)),
    shifted: shifted.map(
      ({ key, was, now }) =>
        `${key}: ${Math.round(was.x)},${Math.round(was.y)} -> ${Math.round(now.x)},${Math.round(now.y)}`,
    ),
  };
}

/** Whether the brand font has arrived in the page. */
export const brandFontLoaded = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes('Figtree') && face.status === 'loaded'),
  );

/** Waits until the brand font has arrived and every font the page asked for has settled. */
export const brandFontDrawn = (page: EnginePage) =>
  waitFor(
    page,
    'the brand font',
    () =>
      [...document.fonts].some((face) => face.family.includes('Figtree') && face.status === 'loaded') &&
      document.fonts.status === 'loaded',
  );
