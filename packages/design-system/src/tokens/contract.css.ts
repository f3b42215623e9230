import { createThemeContract } from '@vanilla-extract/css';
import {
  colorRoles,
  containerWidths,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  space,
  translucentSurfaces,
  zIndices,
} from './tokens';

const nulls = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

/**
 * The token contract every theme implements. Names are roles, never colours, so a dark theme is a
 * second `createTheme(vars, …)` with no component change.
 */
export const vars = createThemeContract({
  color: nulls(colorRoles),
  /** Colours with the page showing through; see translucentSurfaces in tokens.ts. */
  translucent: nulls(keysOf(translucentSurfaces)),
  space: nulls(keysOf(space)),
  radius: nulls(keysOf(radii)),
  font: { body: null, display: null },
  fontSize: nulls(keysOf(fontSizes)),
  fontWeight: nulls(keysOf(fontWeights)),
  lineHeight: nulls(keysOf(lineHeights)),
  shadow: nulls(keysOf(shadows)),
  zIndex: nulls(keysOf(zIndices)),
  duration: nulls(keysOf(durations)),
  easing: nulls(keysOf(easings)),
  container: nulls(keysOf(containerWidths)),
});
