import { fontFace } from '@vanilla-extract/css';
import figtree from '@capsizecss/metrics/figtree';
import arial from '@capsizecss/metrics/arial';

/**
 * A local fallback whose metrics are scaled to Figtree's, so text does not move when the web font
 * swaps in (CLS 0). Computed at build time from capsize's metrics: no runtime cost.
 */
const widthRatio = figtree.xWidthAvg / figtree.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

export const fallbackMetrics = {
  sizeAdjust: percent(widthRatio),
  ascentOverride: percent(figtree.ascent / figtree.unitsPerEm / widthRatio),
  descentOverride: percent(Math.abs(figtree.descent) / figtree.unitsPerEm / widthRatio),
  lineGapOverride: percent(figtree.lineGap / figtree.unitsPerEm / widthRatio),
};

export const figtreeFallback = fontFace({
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')",
  ...fallbackMetrics,
});

export const fontStack = `'Figtree Variable', ${figtreeFallback}, system-ui, sans-serif`;
