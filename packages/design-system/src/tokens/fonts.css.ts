import { fontFace } from '@vanilla-extract/css';
import figtree from '@capsizecss/metrics/figtree';

/**
 * Local fallbacks scaled to Figtree, so text keeps its lines when the web font swaps in after the
 * first paint (CLS 0). Figtree is one variable font; the fallback is Arial's regular or bold face,
 * whose widths track Figtree's differently at each weight, so each weight the design uses has a face
 * of its own. The width ratios are Figtree's width over Arial's (Liberation Sans, metric-compatible)
 * for the site's own text, measured in Chromium at each weight; a single ratio from average letter
 * widths (capsize's xWidthAvg) left headings and the navigation 3-5% off, enough to re-wrap lines.
 * Regular text measured 1.0034 on average; 0.9995 re-wrapped the fewest lines across the site's pages
 * when the font arrives late (the site's e2e tests of every route swap it in on every page at both widths).
 * Letters differ one by one, so a line here and there can still wrap differently: check that test
 * after changing the type scale or a page's words.
 */
const widthRatioByWeight = [
  { weight: '100 449', bold: false, ratio: 0.9995 },
  { weight: '450 549', bold: false, ratio: 1.0122 },
  { weight: '550 649', bold: true, ratio: 0.9585 },
  { weight: '650 749', bold: true, ratio: 0.9642 },
  { weight: '750 1000', bold: true, ratio: 0.9657 },
] as const;

// Four decimals: Chromium rounds a line's ascent and descent to whole pixels, and two left 14 px text
// a pixel short of Figtree's line now and then.
const percent = (n: number) => `${(n * 100).toFixed(4)}%`;

/**
 * Line metrics: Figtree's, divided by the width scale that size-adjust applies to them too. Not
 * exported: vanilla-extract serialises a .css.ts file's exports into its CSS module, and a function
 * cannot be serialised ("Invalid exports" whenever a test compiled this file first).
 */
const fallbackMetrics = (widthRatio: number) => ({
  sizeAdjust: percent(widthRatio),
  ascentOverride: percent(figtree.ascent / figtree.unitsPerEm / widthRatio),
  descentOverride: percent(Math.abs(figtree.descent) / figtree.unitsPerEm / widthRatio),
  lineGapOverride: percent(figtree.lineGap / figtree.unitsPerEm / widthRatio),
});

const arial = (bold: boolean) =>
  bold
    ? "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold')"
    : "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";

export const figtreeFallback = fontFace(
  widthRatioByWeight.map(({ weight, bold, ratio }) => ({
    src: arial(bold),
    fontWeight: weight,
    ...fallbackMetrics(ratio),
  })),
);

export const fontStack = `'Figtree Variable', ${figtreeFallback}, system-ui, sans-serif`;
