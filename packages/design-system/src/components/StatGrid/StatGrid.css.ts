import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../styles/media';
import { emphasisInk, mutedInk } from '../../styles/tone.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['6'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `3px solid ${vars.color.accent}`,
});

export const value = style({
  display: 'block',
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: emphasisInk,
  '@media': { [media.md]: { fontSize: 'clamp(2.25rem, 1.5rem + 2vw, 3rem)' } },
});

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.md,
  color: mutedInk,
});
