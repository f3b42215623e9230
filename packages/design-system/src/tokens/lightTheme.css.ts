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
  zIndices,
} from './tokens';

/** The light theme, applied at :root so prerendered HTML is styled before any script runs. */
createGlobalTheme(':root', vars, {
  color: lightColors,
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
