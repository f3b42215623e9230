import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { media } from './media';
import { bottomLayersHeight } from './bottomLayers';
import { toneVars } from './tone.css';

/* A small modern reset: box sizing, no default margins, media that never overflows. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '5rem', // anchors land below the sticky header
  // Focus moved by the keyboard never lands under a layer fixed to the bottom (bottomLayers.ts).
  scrollPaddingBottom: bottomLayersHeight,
});
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  backgroundColor: vars.color.surface,
  // The last content can always scroll clear of the layers fixed to the bottom (0 while none shows).
  paddingBottom: bottomLayersHeight,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, textWrap: 'balance' });
// The surface behind a link picks its colour (accent on light, light ink on the dark band): read
// from a variable, not from a second `a` rule, whose win would hang on which stylesheet loads last.
globalStyle('a', { color: fallbackVar(toneVars.link, vars.color.accent), textUnderlineOffset: '0.2em' });
// A text link answers the pointer with a heavier underline (its colour already says it is a link).
globalStyle('a:hover', { textDecorationThickness: '0.125em' });
globalStyle('a:focus-visible, button:focus-visible, [tabindex]:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
