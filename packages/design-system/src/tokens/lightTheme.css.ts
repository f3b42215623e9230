import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStack } from './fonts.css';
import { themeColorValues } from './themeColors';
import {
  containerWidths,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
  zIndices,
} from './tokens';

/**
 * The light theme and every theme-independent token, at :root so prerendered HTML is styled before
 * any script runs. `[data-theme="light"]` takes the light colours back inside a dark page (the
 * side-by-side view in Storybook); darkTheme.css.ts holds the other half.
 */
createGlobalTheme(':root, [data-theme="light"]', vars, {
  ...themeColorValues('light'),
  space,
  radius: radii,
  font: { body: fontStack, display: fontStack },
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  zIndex: zIndices,
  duration: durations,
  easing: easings,
  container: containerWidths,
});

// Form controls, scrollbars and the canvas follow the theme.
globalStyle(':root, [data-theme="light"]', { colorScheme: 'light' });
