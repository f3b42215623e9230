import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStack } from './fonts.css';
import {
  containerWidths,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  lightColors,
  radii,
  shadows,
  space,
  translucentSurfaces,
  zIndices,
} from './tokens';

/** `#RRGGBB` at an opacity, as `rgb(r g b / a)`. */
const withAlpha = (hex: string, alpha: number) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
};

/** The light theme, applied at :root so prerendered HTML is styled before any script runs. */
createGlobalTheme(':root', vars, {
  color: lightColors,
  translucent: Object.fromEntries(
    Object.entries(translucentSurfaces).map(([role, { base, alpha }]) => [
      role,
      withAlpha(lightColors[base], alpha),
    ]),
  ) as Record<keyof typeof translucentSurfaces, string>,
  space,
  radius: radii,
  font: { body: fontStack, display: fontStack },
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
  container: containerWidths,
});
