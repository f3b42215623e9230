/**
 * The brand font's @font-face rules (Figtree, variable weight, Latin and Latin Extended, each with its
 * unicode-range, `font-display: swap`). An app imports this once to have the font from the first page:
 * text paints at once in the metric-matched fallback (tokens/fonts.css.ts) and swaps to Figtree when
 * the file arrives; preload the Latin file (`fontPreloads`) so that is soon.
 */
import '@fontsource-variable/figtree/wght.css';
