import { breakpoints } from '../tokens/tokens';

/** Media queries for vanilla-extract's `@media` blocks, from the breakpoint tokens. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
