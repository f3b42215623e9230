import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['8'],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A line from each number towards the next step, on the one-row desktop layout only. */
export const connector = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'absolute',
      top: '1.5rem',
      left: '3.75rem',
      right: `calc(-1 * ${vars.space['8']} + 0.75rem)`,
      borderTop: `2px dashed ${vars.color.border}`,
    },
  },
  selectors: { [`${step}:last-child &`]: { display: 'none' } },
});
