import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * The one focus ring: 3 px, offset from the element so it contrasts with the surface behind it
 * (3:1, checked in tokens). Shown for keyboard focus only (:focus-visible).
 */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The same ring for controls that sit on the dark inverse surface. */
export const focusRingOnInverse = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusOnInverse}`,
      outlineOffset: '2px',
    },
  },
});
