import Color from 'color';
import { PNG } from 'pngjs';
import type { EnginePage } from './engines/types';

/**
 * How well an element stands out from a colour, as drawn: the highest contrast of any pixel in
 * its box (a screenshot of the viewport) against that colour. A control drawn only in colours
 * close to its background (1.1:1) is there for the browser and not for the eye; WCAG asks 3:1 of
 * a control's visible parts.
 */
export async function drawnContrast(page: EnginePage, css: string, against: string): Promise<number> {
  const box = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left, top, width, height, scale: window.devicePixelRatio };
  }, css);
  if (!box) throw new Error(`${page.engine}: no ${css}`);
  const png = PNG.sync.read(await page.screenshot());
  const background = Color(against);
  let best = 1;
  const x0 = Math.round(box.left * box.scale);
  const y0 = Math.round(box.top * box.scale);
  for (let y = y0; y < Math.round((box.top + box.height) * box.scale); y += 1) {
    for (let x = x0; x < Math.round((box.left + box.width) * box.scale); x += 1) {
      if (x < 0 || y < 0 || x >= png.width || y >= png.height) continue;
      const i = (y * png.width + x) * 4;
      const pixel = Color.rgb(png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0);
      best = Math.max(best, pixel.contrast(background));
    }
  }
  return best;
}
