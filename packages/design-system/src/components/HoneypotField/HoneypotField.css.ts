import { style } from '@vanilla-extract/css';

/**
 * Off-screen rather than display:none: many spam bots skip fields that are not rendered, but fill
 * one that is merely positioned out of view.
 */
export const offScreen = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
